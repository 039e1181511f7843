// What other features use of relations (ARCHITECTURE §6): what a member may do about another one.
// The heart that keeps a T-esigner or lab among the favourites, and whether the viewer may.
export { FavouriteButton, useCanFavourite } from './components/FavouriteButton.tsx';
// Favourite, block and report together, for a member's profile page.
export { RelationActions } from './components/RelationActions.tsx';
// Report and block in a "more" menu, for a page about a member (their request).
export { MemberMore } from './components/MemberMore.tsx';
// "Report" and its dialog, for a member, a request or a review.
export { ReportButton } from './components/ReportDialog.tsx';
