// What other features use of relations (ARCHITECTURE §6): what a member may do about another one.
// The heart that keeps a T-esigner or lab among the favourites, and whether the viewer may.
export { FavouriteButton, useCanFavourite } from './components/FavouriteButton.tsx';
// Favourite, block and report together, for a member's profile page.
export { RelationActions } from './components/RelationActions.tsx';
// Blocking a member, and whether the viewer may block them.
export { BlockButton, canBlock } from './components/BlockButton.tsx';
// "Report" and its dialog, for a member, a request or a review.
export { ReportButton } from './components/ReportDialog.tsx';
