import { render, screen, waitFor } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast.tsx';

// sonner keeps the toasts still showing for the next Toaster to mount: none from the files before
// this one (they share its modules), none from this one for those after.
beforeEach(() => {
  sonnerToast.dismiss();
});
afterEach(() => {
  sonnerToast.dismiss();
});

describe('toast', () => {
  // Run alone, this file asks for the first toast: sonner loads with it, the four wait, then the Toaster mounts.
  it('shows the toasts asked for in a row, in the order asked', async () => {
    render(<Toaster />);
    toast('first');
    toast.success('second');
    toast.error('third');
    toast.info('fourth', { description: 'details' });
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(4));
    // sonner lists the newest first.
    const shown = [...document.querySelectorAll('[data-sonner-toast]')].map((el) => [el.getAttribute('data-type') ?? 'plain', el.querySelector('[data-title]')?.textContent]);
    expect(shown).toEqual([
      ['info', 'fourth'],
      ['error', 'third'],
      ['success', 'second'],
      ['plain', 'first'],
    ]);
    expect(screen.getByText('details')).toBeTruthy();
  });
});
