import { describe, expect, it } from 'vitest';
import { SERVER_FRAME_TYPES, ServerFrame } from './realtime.ts';

describe('the server’s frames', () => {
  it('are named in SERVER_FRAME_TYPES, each once, as the web reads them', () => {
    const types = ServerFrame.options.map((frame) => frame.shape.type.value);
    expect([...SERVER_FRAME_TYPES].sort()).toEqual([...types].sort());
  });
});
