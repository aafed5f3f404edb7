import { z } from 'zod';

/** GET {agency}/offers/unread and GET {agency}/offers-answers/unread (the menu's badges: a file of its own, light). */
export const zUnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof zUnreadCount>;
