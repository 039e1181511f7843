// A part of a long page drawn a task after the parts above it. Preact, the browser's renderer
// (decision 0045), draws a tree in one task: the app taking over the pre-rendered main page (decision
// 0024) was one 500 ms task on a throttled phone. In turn, each part is its own task, and the phone
// answers a tap between two. Until its turn a part keeps its place and marks itself as the page's
// stand-in, so the hand-off and the restored scroll wait for it (lib/page-shown.ts). Pre-rendered (no
// window) it is drawn at once. (Tried and dropped: `content-visibility: auto` on the parts, so the
// browser skips their style and layout off screen: a full-page screenshot then showed them blank.)
import { useEffect, useState, type ReactNode } from 'react';
import { pagePlaceholder } from '../lib/page-shown.ts';

const waiting: Array<() => void> = [];
let scheduled = false;

/** The next waiting part, in a task of its own; then the one after it. */
function drawNext(): void {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(drawNext, 0);
}

/** Waits for its turn among the parts in the order they were mounted; returns what takes it out of the line. */
function awaitTurn(draw: () => void): () => void {
  waiting.push(draw);
  schedule();
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
  };
}

export function InTurn({ children, className = '' }: { children: ReactNode; className?: string }) {
  const [drawn, setDrawn] = useState(typeof window === 'undefined');
  useEffect(() => (drawn ? undefined : awaitTurn(() => setDrawn(true))), [drawn]);
  return (
    <div className={className} {...pagePlaceholder(!drawn)}>
      {drawn ? children : null}
    </div>
  );
}
