import { checkoutPayCopy as t } from '../copy/ko';
import { serializeProps } from '../ui/serialize-props';

/** Toss's SDK v2 (the 주문서's CSP allows exactly this host, and its frames, when keys are set). */
export const TOSS_SDK = 'https://js.tosspayments.com/v2/standard';

export interface TossLaunchData {
  clientKey: string;
  customerKey: string;
  method: string;
  amount: number;
  orderId: string;
  orderName: string;
  customerEmail: string | null;
  customerName: string | null;
}

/**
 * Opens Toss's payment window as its v2 contract asks: `TossPayments(clientKey).payment({customerKey})
 * .requestPayment({method, amount: {currency: 'KRW', value}, orderId, orderName, successUrl, failUrl,
 * customerEmail, customerName})`. Toss returns to /checkout/success or /checkout/fail; a window
 * closed in place (a rejected promise) goes to /checkout/fail with Toss's code and message. Runs
 * at once and again from the button (a browser that wants a tap for the window).
 */
const LAUNCH = `(function(){var d=JSON.parse(document.getElementById('toss-payment').textContent);var o=location.origin;
function go(){if(!window.TossPayments)return;window.TossPayments(d.clientKey).payment({customerKey:d.customerKey}).requestPayment({method:d.method,amount:{currency:'KRW',value:d.amount},orderId:d.orderId,orderName:d.orderName,successUrl:o+'/checkout/success',failUrl:o+'/checkout/fail',customerEmail:d.customerEmail||undefined,customerName:d.customerName||undefined})
.catch(function(e){location.href='/checkout/fail?'+new URLSearchParams({code:(e&&e.code)||'UNKNOWN',message:(e&&e.message)||'',orderId:d.orderId});});}
document.getElementById('toss-open').addEventListener('click',go);var s=document.getElementById('toss-sdk');if(window.TossPayments)go();else s.addEventListener('load',go);})();`;

export function TossLaunch({ data, nonce }: { data: TossLaunchData; nonce: string }) {
  return (
    <div className="mt-6" data-testid="toss-launch">
      <p className="m-0 text-sm text-neutral-700" role="status">
        {t.tossLoading}
      </p>
      <button id="toss-open" type="button" className="mt-3 flex h-12 w-full cursor-pointer items-center justify-center rounded border-0 bg-black text-base font-bold text-white">
        {t.openWindow}
      </button>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props serialised by serializeProps, JSON escaped for a script element. */}
      <script type="application/json" id="toss-payment" dangerouslySetInnerHTML={{ __html: serializeProps(data) }} />
      <script id="toss-sdk" nonce={nonce} src={TOSS_SDK} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (LAUNCH), run under the page's nonce. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LAUNCH }} />
    </div>
  );
}
