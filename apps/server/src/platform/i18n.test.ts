import { ToothChartIssue } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './i18n.ts';

describe('server messages', () => {
  it('say every tooth chart issue in Korean and English', () => {
    for (const key of Object.values(ToothChartIssue)) {
      expect(fieldMessage({ message: key }, 'ko'), key).not.toBe('입력값이 올바르지 않습니다.');
      expect(fieldMessage({ message: key }, 'en'), key).not.toBe('Invalid value.');
    }
  });
});
