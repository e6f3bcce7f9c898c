import { describe, expect, it } from 'vitest';
import { askedInstallCount } from './asked-time.js';

describe('askedInstallCount: the window count a question asks the installation time of', () => {
  it.each([
    ['How long will it take to install 11 windows?', 11],
    ['how long does it take to put in twelve replacement windows', 12],
    ['We have 3 doors and 14 windows, how long will the install take?', 14],
    ['How many days for 20 new vinyl windows?', 20],
  ])('%s → %s', (question, count) => {
    expect(askedInstallCount(question)).toBe(count);
  });

  it.each([
    'How long will the installation take?',
    'How long to replace 36 x 60 windows?',
    'What should 6 windows cost?',
    'How long does it take to install one window?',
  ])('finds none in %s', (question) => {
    expect(askedInstallCount(question)).toBeNull();
  });
});
