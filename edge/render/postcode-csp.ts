import { DAUM_FRAME_HOSTS, DAUM_SCRIPT_HOST, type PostcodeProvider } from '../../src/member/postcode';
import { htmlSecurityHeaders } from './security-headers';

/**
 * The Content-Security-Policy of a page with the postcode search (the checkout's 배송지, account
 * edit's address book): the usual policy plus exactly the Kakao/Daum script host and the hosts of
 * its frames in production, or our own origin's frame (the sandbox) in development. Only those
 * pages get it.
 */
export function postcodeCsp(provider: PostcodeProvider, nonce: string, tagOrigin: string | null): string {
  const csp = htmlSecurityHeaders(nonce, tagOrigin)['Content-Security-Policy'] ?? '';
  return csp
    .split('; ')
    .map((d) => {
      if (provider === 'daum' && d.startsWith('script-src ')) return `${d} ${DAUM_SCRIPT_HOST}`;
      if (d.startsWith('frame-src ')) return `${d} ${provider === 'daum' ? DAUM_FRAME_HOSTS.join(' ') : "'self'"}`;
      return d;
    })
    .join('; ');
}
