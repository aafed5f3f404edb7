import Button, { type ButtonProps } from '@mui/material/Button';
import { type ChangeEvent, useRef } from 'react';

export type UploadButtonProps = Omit<ButtonProps, 'onChange' | 'component'> & {
  accept: string;
  multiple?: boolean;
  /** The name of the file field (tests and assistive tools reach the input by it); the button's text by default. */
  inputLabel?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A real button that opens the file chooser: its hidden file input beside it, not a `label role="button"` around it
 * (a label is no button to assistive tools, and Enter does not open it).
 */
export function UploadButton({ children, accept, multiple, inputLabel, onChange, ...buttonProps }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel ?? (typeof children === 'string' ? children : undefined)}
        onChange={onChange}
      />
    </>
  );
}
