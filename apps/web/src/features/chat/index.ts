// What other features use of chat (ARCHITECTURE §6).
// "Chat" on a profile, a request or an order: opens the pair's room.
export { ChatButton } from './components/ChatButton.tsx';
