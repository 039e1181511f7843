// What other features use of notifications (ARCHITECTURE §6): the parts of my page's notifications tab.
// The member's notifications, a page at a time.
export { NotificationList } from './components/NotificationList.tsx';
// Web push on this device.
export { PushPanel } from './components/PushPanel.tsx';
