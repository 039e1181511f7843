// What other features use of profiles (ARCHITECTURE §6).
// A profile's avatar, for a T-esigner's card, and the initials it shows without a photo.
export { initialsOf, ProfileAvatar } from './components/ProfileSection.tsx';
// A price of the price table and the response time as a profile reads them.
export { formatPrice, formatResponse } from './display.ts';
// What a member's own screen shows to a visitor who is not signed in.
export { SignInFirst } from './components/SignInFirst.tsx';
