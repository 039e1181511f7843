// What other features use of the 3D viewer's light parts (ARCHITECTURE §6); the viewer itself, with
// three.js, is reached only through lazy.ts.
// An order's pins, for a rework that names the pins it is about.
export { useOrderPins } from './comms-api.ts';
// The pins as numbered threads, as the viewer shows them.
export { threadsOf } from './components/PinList.tsx';
// The way from an order's page to its 3D viewer.
export { CommsLink } from './components/CommsLink.tsx';
// "View in 3D" beside a stored mesh file; the viewer loads when it opens.
export { ViewIn3D } from './components/ViewIn3D.tsx';
