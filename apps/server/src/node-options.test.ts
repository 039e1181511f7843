import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from './node-options.ts';

const scripts = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('how the server is started', () => {
  // package.json cannot import node-options.ts: its two starts are held to it here.
  it.each(['serve', 'start:prod'])('npm run %s passes the server options and environment', (name) => {
    const script = scripts[name] ?? '';
    const command = script.slice(script.indexOf('node '));
    expect(command).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} apps/server/src/main.ts`);
    for (const [key, value] of Object.entries(SERVER_ENV)) expect(script).toContain(`${key}=${value} `);
  });
});
