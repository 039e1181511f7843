// What other features use of reviews (ARCHITECTURE §6).
// The way to an order's review from the order's pages.
export { ReviewLink } from './components/ReviewLink.tsx';
// The client's review form, for another flow's review (a quick request's).
export { ReviewForm } from './components/ReviewForm.tsx';
