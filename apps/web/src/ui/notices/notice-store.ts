/** Notices (toasts) shown at the top of the screen; spec 000/001 section 9: top position, 2500 ms. */
export const NOTICE_TIMEOUT_MS = 2500;

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  severity: NoticeSeverity;
  message: string;
  caption?: string;
  /** Milliseconds before it closes by itself; null keeps it until the user closes it. */
  timeout: number | null;
}

export interface NoticeOptions {
  caption?: string;
  timeout?: number | null;
}

type Listener = () => void;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of [...listeners]) listener();
}

export function dismissNotice(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = notices.filter((notice) => notice.id !== id);
  if (next.length !== notices.length) {
    notices = next;
    emit();
  }
}

function push(severity: NoticeSeverity, message: string, options: NoticeOptions = {}): number {
  const id = nextId++;
  const timeout = options.timeout === undefined ? NOTICE_TIMEOUT_MS : options.timeout;
  // The same message twice in a row (concurrent failures) is shown once.
  const duplicate = notices.find(
    (n) => n.severity === severity && n.message === message && n.caption === options.caption,
  );
  if (duplicate) dismissNotice(duplicate.id);
  notices = [...notices, { id, severity, message, caption: options.caption, timeout }];
  if (timeout !== null)
    timers.set(
      id,
      setTimeout(() => dismissNotice(id), timeout),
    );
  emit();
  return id;
}

/** Shows a notice from anywhere (components, the HTTP client, the live stream). */
export const notify = {
  success: (message: string, options?: NoticeOptions) => push('success', message, options),
  info: (message: string, options?: NoticeOptions) => push('info', message, options),
  warning: (message: string, options?: NoticeOptions) => push('warning', message, options),
  error: (message: string, options?: NoticeOptions) => push('error', message, options),
};

export const noticeStore = {
  get: (): readonly Notice[] => notices,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    notices = [];
    emit();
  },
};
