// End-to-end journeys: Debian's chromium driven by Playwright against `npm start`'s server on a
// free port with a throw-away DATA_DIR and the demo members. Never downloads a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../../server/src/node-options.ts';

// Evaluated again in each worker: the env keeps the runner's choice.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-e2e-'));
const port = Number(process.env.E2E_PORT);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A journey is a member's whole story (sign-in, pages, uploads) on a shared two-core machine: on a
  // busy run the longer ones took 25–31 s of the 30 s once allowed. Each step still has its 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.tmp/playwright.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    // Members are in Korea: the browser's clock reads Seoul time (decision 0031; seoul-time.spec.ts).
    timezoneId: 'Asia/Seoul',
    // The members who ask for less motion get none (styles.css); the journeys too, so no step waits on a fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // Per run, so two runs on one machine do not wipe each other's traces.
  outputDir: path.join(repoRoot, `.tmp/e2e-results-${port}`),
  webServer: {
    command: `node ${SERVER_NODE_OPTIONS.join(' ')} apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every journey signs in from 127.0.0.1, two workers at once: the per-address limit of a real
      // server (30 a minute) would refuse the suite, not an attacker.
      LOGIN_RATE_PER_MINUTE: '1000',
      // Every joined member of the suite asks a phone code from the same address, too.
      PHONE_CODES_PER_HOUR: '10000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The seller's legal information in every footer (decision 0030; seller-info.spec.ts).
      SELLER_COMPANY_NAME: '주식회사 티이사인',
      SELLER_COMPANY_NAME_EN: 'T-esign Inc.',
      SELLER_REPRESENTATIVE: '홍길동',
      SELLER_REPRESENTATIVE_EN: 'Gildong Hong',
      SELLER_BUSINESS_NUMBER: '123-45-67890',
      SELLER_MAIL_ORDER_NUMBER: '제2026-서울강남-01234호',
      SELLER_ADDRESS: '서울특별시 강남구 테헤란로 1, 2층',
      SELLER_ADDRESS_EN: '2F, 1 Teheran-ro, Gangnam-gu, Seoul',
      SELLER_PHONE: '02-1234-5678',
      SELLER_EMAIL: 'help@t-esign.example',
      SELLER_HOSTING: 'Amazon Web Services, Inc.',
    },
  },
});
