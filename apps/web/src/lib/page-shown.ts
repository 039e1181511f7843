// Whether the page itself is on screen or only the loading screen standing in for it (the shell's
// code-table gate, or its Suspense boundary while a page's code loads). The browser build renders
// with Preact (decision 0045), which has no transitions: a navigation to a page whose code is not
// loaded shows the loading screen in the page's place, and the parts beside the page commit at once.
// What must wait for the page (the hand-off of a pre-rendered copy, a restored scroll position)
// waits here until the stand-in is gone.

/** The attribute the loading screen carries when it stands in for a page (not the overlay). */
export const PAGE_PLACEHOLDER_ATTRIBUTE = 'data-page-placeholder';

/** The props that make an element the page's stand-in while `on`: spread them on it. */
export const pagePlaceholder = (on: boolean): Record<string, string> => (on ? { [PAGE_PLACEHOLDER_ATTRIBUTE]: '' } : {});

const placeholderShown = (root: ParentNode) => root.querySelector(`[${PAGE_PLACEHOLDER_ATTRIBUTE}]`) !== null;

/**
 * Runs `show` once the page is on screen: at the end of the current task if it is, else as soon as the
 * stand-in leaves `root` (in the task of the render that removes it); before anything is painted
 * either way. Not at once: Preact renders a Suspense boundary's fallback in a microtask after the
 * commit in which the page's code was found missing, so the stand-in may not be there yet.
 * Returns what cancels the wait.
 */
export function whenPageShown(show: () => void, root: ParentNode & Node = document.body): () => void {
  let cancelled = false;
  let observer: MutationObserver | undefined;
  queueMicrotask(() => {
    if (cancelled) return;
    if (!placeholderShown(root)) {
      show();
      return;
    }
    observer = new MutationObserver(() => {
      if (placeholderShown(root)) return;
      observer?.disconnect();
      show();
    });
    // The element may stay and lose the attribute (the same tag rendered again), or be replaced.
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: [PAGE_PLACEHOLDER_ATTRIBUTE] });
  });
  return () => {
    cancelled = true;
    observer?.disconnect();
  };
}
