import { describe, expect, it } from 'vitest';
import { trackingId } from './ids';

describe('trackingId', () => {
  it('is the logged-in user id on every device', () => {
    expect(trackingId({ userId: 'user01', appInstanceId: 'inst', device: 'appWebView' })).toEqual({ kind: 'user', id: 'user01' });
    expect(trackingId({ userId: 42, device: 'desktop' })).toEqual({ kind: 'user', id: '42' });
    expect(trackingId({ userId: 'u', device: 'mobileWeb' })).toEqual({ kind: 'user', id: 'u' });
  });

  it('falls back to the app-instance id on mobile web and in the app web view', () => {
    expect(trackingId({ userId: null, appInstanceId: 'abc', device: 'mobileWeb' })).toEqual({ kind: 'app_instance', id: 'abc' });
    expect(trackingId({ userId: '  ', appInstanceId: 'abc', device: 'appWebView' })).toEqual({ kind: 'app_instance', id: 'abc' });
  });

  it('has no id for a desktop visitor or when nothing is known', () => {
    expect(trackingId({ appInstanceId: 'abc', device: 'desktop' })).toBeNull();
    expect(trackingId({ device: 'mobileWeb' })).toBeNull();
    expect(trackingId({ userId: '', appInstanceId: '', device: 'appWebView' })).toBeNull();
  });
});
