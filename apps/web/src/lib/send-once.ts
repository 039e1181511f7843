// One request however often its button is pressed: a ref holds at once, before the button shows busy
// (a mutation's isPending arrives a render later), and lets go when the answer is in.
import { useRef } from 'react';

/** Runs `send` unless an earlier one is still on its way; presses meanwhile do nothing. `send` handles its own failure. */
export function useSendOnce(): (send: () => Promise<unknown>) => void {
  const sending = useRef(false);
  return (send) => {
    if (sending.current) return;
    sending.current = true;
    void send().finally(() => {
      sending.current = false;
    });
  };
}
