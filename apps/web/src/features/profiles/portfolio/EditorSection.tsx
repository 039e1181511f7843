// The blocks of the portfolio editor: a titled group of controls with its hint and the server's or the
// schema's error, and the note on a required part still missing.
import type { ReactNode } from 'react';

interface Props {
  title: string;
  hint?: string;
  error?: string;
  /** The body field the group stands for, where the first error is focused. */
  field: string;
  testId?: string;
  children: ReactNode;
}

export function EditorSection({ title, hint, error, field, testId, children }: Props) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-field={field} data-testid={testId}>
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      {hint && <p className="text-xs text-ink-subtle">{hint}</p>}
      {children}
      {error && (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function Missing({ text }: { text: string }) {
  return <p className="text-sm text-danger-600">{text}</p>;
}
