import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { checkoutFormCopy as t } from '../../copy/ko';
import { addressFromPostcode, SANDBOX_POSTCODE_PATH, type PostcodeData } from '../postcode';

export const propsSchema = z.object({
  id: z.string(),
  /** Chosen at the edge (src/member/postcode.ts): production never gets 'sandbox'. */
  provider: z.enum(['daum', 'sandbox']),
  /** The form's inputs the result fills, and the one that gets the focus after. */
  zipcodeId: z.string(),
  addressId: z.string(),
  detailId: z.string(),
});

export type PostcodeSearchProps = z.infer<typeof propsSchema>;

interface DaumPostcode {
  new (opts: { oncomplete: (data: PostcodeData) => void; width?: string; height?: string }): { embed: (el: HTMLElement) => void };
}
declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcode };
  }
}

/** Writes the result into the form's inputs (server HTML, not this island's) and moves on to the detail. */
function fill(props: PostcodeSearchProps, data: Partial<PostcodeData>): boolean {
  const found = addressFromPostcode(data);
  if (!found) return false;
  const set = (id: string, value: string) => {
    const el = document.getElementById(id);
    if (el instanceof HTMLInputElement) {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  set(props.zipcodeId, found.zipcode);
  set(props.addressId, found.address);
  document.getElementById(props.detailId)?.focus();
  return true;
}

/**
 * 우편번호 찾기 (issue 29 §1): a layer over the page holding the postcode search. Production embeds
 * the Kakao/Daum service (its script is on the page with the page's nonce; the page's CSP allows
 * its host and frames); development frames the sandbox from our own origin, labelled 샌드박스,
 * whose choice comes back by postMessage from that same origin only. Both end in `fill`.
 */
export default function PostcodeSearch(props: PostcodeSearchProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = (focusBack: boolean) => {
    setOpen(false);
    if (focusBack) opener.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the layer opens and closes; an island's props never change, and close only sets state and moves focus.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKey);
    if (props.provider === 'sandbox') {
      const onMessage = (e: MessageEvent) => {
        if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
        const msg = e.data as { type?: unknown; data?: Partial<PostcodeData> } | null;
        if (msg?.type === 'sandbox-postcode-close') close(true);
        else if (msg?.type === 'sandbox-postcode' && msg.data && fill(props, msg.data)) close(false);
      };
      window.addEventListener('message', onMessage);
      return () => {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey);
      };
    }
    const Postcode = window.daum?.Postcode;
    if (!Postcode || !layer.current) {
      setFailed(true);
      setOpen(false);
    } else {
      new Postcode({ oncomplete: (data) => fill(props, data) && close(false), width: '100%', height: '100%' }).embed(layer.current);
    }
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        id={props.id}
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
        className="h-11 shrink-0 cursor-pointer rounded border border-black bg-white px-3 text-sm font-bold text-black"
        data-testid="postcode-search"
      >
        {t.findPostcode}
        {props.provider === 'sandbox' ? <span className="ml-1 rounded bg-amber-300 px-1 py-0.5 text-xs">{t.sandbox}</span> : null}
      </button>
      {failed ? (
        <p role="alert" className="m-0 mt-1 text-sm text-red-700">
          {t.postcodeUnavailable}
        </p>
      ) : null}
      {open ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center" role="dialog" aria-modal="true" aria-label={t.postcodeTitle}>
          <div className="relative flex h-[85vh] w-full max-w-lg flex-col rounded-t bg-white sm:h-[560px] sm:rounded">
            <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-2">
              <p className="m-0 text-base font-bold">{t.postcodeTitle}</p>
              <button type="button" onClick={() => close(true)} className="h-10 cursor-pointer rounded border border-neutral-400 bg-white px-3 text-sm text-black">
                {t.postcodeClose}
              </button>
            </div>
            {props.provider === 'sandbox' ? (
              <iframe ref={frame} src={SANDBOX_POSTCODE_PATH} title={`${t.postcodeTitle} (${t.sandbox})`} className="w-full flex-1 border-0" data-testid="postcode-frame" />
            ) : (
              <div ref={layer} className="w-full flex-1" />
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
