import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionAccount } from '../session.js';
import { forgetDeviceAccount, keepDeviceAccount, openOnDevice, takeDeviceSession } from './device-account.js';
import { canSend } from './signal.js';

const worker: SessionAccount = {
  id: 5,
  isCompany: false,
  userType: 'employee',
  companyId: 1,
  name: 'Carlos Méndez',
  logo: null,
  language: 'en',
  timeZone: 'America/Denver',
};

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  vi.restoreAllMocks();
  forgetDeviceAccount();
  takeDeviceSession();
  sessionStorage.clear();
});

describe('the crew app opened again from the device (issue 13)', () => {
  it('opens as the kept account when the server could not be reached', () => {
    keepDeviceAccount(worker);
    setOnline(true);
    expect(openOnDevice(false)).toEqual(worker);
    expect(takeDeviceSession()).toEqual(worker);
    // Taken once: a later sign-out does not fall back to it.
    expect(takeDeviceSession()).toBeNull();
  });

  it('opens as the kept account when the browser says it is offline', () => {
    keepDeviceAccount(worker);
    setOnline(false);
    expect(openOnDevice(true)).toEqual(worker);
  });

  it('asks to sign in as usual with a signal, or with nobody kept', () => {
    keepDeviceAccount(worker);
    setOnline(true);
    expect(openOnDevice(true)).toBeNull();
    expect(takeDeviceSession()).toBeNull();
    forgetDeviceAccount();
    setOnline(false);
    expect(openOnDevice(false)).toBeNull();
  });

  it('keeps no token, and sends nothing until the tab has a session again', () => {
    keepDeviceAccount(worker);
    expect(JSON.stringify(localStorage)).not.toMatch(/token/i);
    setOnline(true);
    expect(canSend()).toBe(false);
    sessionStorage.setItem('token', 'a-token');
    expect(canSend()).toBe(true);
    setOnline(false);
    expect(canSend()).toBe(false);
  });
});
