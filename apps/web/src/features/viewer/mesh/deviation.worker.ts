// The Web Worker that compares two versions of a CAD file off the page's thread (issue 29): a
// million-triangle pair takes seconds, and the page keeps answering meanwhile. The work and its
// messages are deviation-protocol.ts; deviation-load.ts starts and ends this worker.
import { handleDeviationRequest, type DeviationReply, type DeviationRequest } from './deviation-protocol.ts';

self.addEventListener('message', (event: MessageEvent<DeviationRequest>) => {
  handleDeviationRequest(event.data, (message: DeviationReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer }));
});
