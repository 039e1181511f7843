// What other features use of discovery (ARCHITECTURE §6): the cards of its lists, for the favourites page.
// A T-esigner in a list, with the heart.
export { DesignerCard } from './components/DesignerCard.tsx';
// A dental lab in a list, with the heart.
export { LabCard } from './components/LabCard.tsx';
