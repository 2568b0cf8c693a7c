import type { MouseEvent, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ko } from '../copy/ko';
import { SheetView } from './BottomSheet';
import { Button, type ButtonProps } from './Button';
import { Carousel } from './Carousel';
import { Checkbox } from './Checkbox';
import { Dialog, DialogView } from './Dialog';
import { Spinner } from './Spinner';
import { Toast } from './Toast';

const html = (el: ReactElement) => renderToString(el);

function click(props: ButtonProps) {
  const onClick = vi.fn();
  const el = Button({ ...props, onClick }) as ReactElement<{ onClick: (e: MouseEvent) => void }>;
  const preventDefault = vi.fn();
  el.props.onClick({ preventDefault } as unknown as MouseEvent);
  return { onClick, preventDefault };
}

describe('Button', () => {
  it('is a plain type=button by default and passes clicks on', () => {
    const out = html(<Button>담기</Button>);
    expect(out).toMatch(/^<button type="button"/);
    expect(out).not.toContain('disabled=""');
    expect(out).not.toContain('aria-busy="');
    expect(click({}).onClick).toHaveBeenCalledOnce();
  });

  it('blocks clicks when disabled', () => {
    expect(html(<Button disabled>담기</Button>)).toContain('disabled=""');
    const { onClick, preventDefault } = click({ disabled: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(preventDefault).toHaveBeenCalled();
  });

  it('blocks clicks while pending, shows a spinner and says it is busy', () => {
    const out = html(<Button pending>담기</Button>);
    expect(out).toContain('aria-busy="true"');
    expect(out).toContain('aria-disabled="true"');
    expect(out).toContain('animate-spin');
    expect(out).not.toMatch(/<button[^>]* disabled=/);
    const { onClick, preventDefault } = click({ pending: true, type: 'submit' });
    expect(onClick).not.toHaveBeenCalled();
    expect(preventDefault).toHaveBeenCalled();
  });

  it('renders its variant and size', () => {
    const out = html(
      <Button variant="secondary" size="lg">
        x
      </Button>,
    );
    expect(out).toContain('data-variant="secondary"');
    expect(out).toContain('h-13');
  });
});

describe('Checkbox', () => {
  it('renders checked with a check mark', () => {
    const out = html(<Checkbox checked label="동의" onChange={() => {}} />);
    expect(out).toContain('data-state="checked"');
    expect(out).toMatch(/<input[^>]*checked=""/);
    expect(out).toContain('data-mark="check"');
    expect(out).toContain('동의');
  });

  it('renders unchecked without a mark', () => {
    const out = html(<Checkbox checked={false} label="동의" onChange={() => {}} />);
    expect(out).toContain('data-state="unchecked"');
    expect(out).not.toMatch(/<input[^>]*checked=""/);
    expect(out).not.toContain('data-mark');
  });

  it('renders indeterminate with a dash and no checked mark', () => {
    const out = html(<Checkbox checked="indeterminate" label="전체" />);
    expect(out).toContain('data-state="indeterminate"');
    expect(out).toContain('data-mark="dash"');
    expect(out).not.toContain('data-mark="check"');
    expect(out).not.toMatch(/<input[^>]*checked=""/);
    expect(out).toContain('readOnly=""');
  });
});

describe('Dialog', () => {
  it('is not in the server HTML: overlays appear after hydration (spec 4.6 timing)', () => {
    expect(html(<Dialog id="d" open title="t" onClose={() => {}} />)).toBe('');
  });

  it('is a labelled native <dialog> (modal through showModal, no aria of our own) with 확인 by default', () => {
    const out = html(
      <DialogView id="logout" phase="open" title="안내" onClose={() => {}}>
        본문
      </DialogView>,
    );
    expect(out).toMatch(/^<div class="contents" data-phase="open"><dialog id="logout"/);
    expect(out).not.toContain('role=');
    expect(out).not.toContain('aria-modal');
    expect(out).toContain('aria-labelledby="logout-title"');
    expect(out).toContain('id="logout-title"');
    expect(out).toContain('aria-describedby="logout-body"');
    expect(out).toContain(`>${ko.common.confirm}<`);
    expect(out).not.toContain(`>${ko.common.cancel}<`);
  });

  it('offers 취소 and 확인 in confirm-cancel mode, and no buttons in none mode', () => {
    const both = html(<DialogView id="a" phase="open" role="alertdialog" buttons="confirm-cancel" onClose={() => {}} />);
    expect(both).toMatch(/<dialog id="a" role="alertdialog"/);
    expect(both).toContain(`>${ko.common.cancel}<`);
    expect(both).toContain(`>${ko.common.confirm}<`);
    const none = html(
      <DialogView id="n" phase="open" buttons="none" onClose={() => {}}>
        정상적으로 로그아웃되었습니다.
      </DialogView>,
    );
    expect(none).not.toContain('<button');
  });

  it('has a name: its title, or without one its message (axe aria-dialog-name)', () => {
    const titled = html(
      <DialogView id="t" phase="open" title="제목" onClose={() => {}}>
        본문
      </DialogView>,
    );
    expect(titled).toContain('aria-labelledby="t-title"');
    expect(titled).toContain('aria-describedby="t-body"');
    const untitled = html(
      <DialogView id="u" phase="open" role="alertdialog" onClose={() => {}}>
        로그인이 필요해요.
      </DialogView>,
    );
    expect(untitled).toContain('aria-labelledby="u-body"');
    expect(untitled).not.toContain('aria-describedby');
  });

  it('shows closed styling before it opens, and open styling by data-shown alone', () => {
    const closed = html(<DialogView id="c" phase="mounted-closed" onClose={() => {}} />);
    expect(closed.match(/data-look=""/g)).toHaveLength(2);
    expect(closed).not.toContain('data-shown');
    const open = html(<DialogView id="c" phase="open" onClose={() => {}} />);
    expect(open.match(/data-look="" data-shown="true"/g)).toHaveLength(2);
    // The same classes either way: what differs is the attribute (client/heart-login.ts toggles it).
    const classes = (out: string) => [...out.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);
    expect(classes(open)).toEqual(classes(closed));
  });
});

describe('SheetView', () => {
  it('is a labelled native <dialog>, at most 700 px wide', () => {
    const out = html(
      <SheetView id="opt" phase="open" title="옵션 선택" onClose={() => {}}>
        내용
      </SheetView>,
    );
    expect(out).toMatch(/<dialog id="opt" aria-labelledby="opt-title"/);
    expect(out).toContain('backdrop:bg-transparent');
    expect(out).toContain('max-w-[700px]');
    expect(out).toContain('translate-y-0');
    expect(out).toContain('data-phase="open"');
  });

  it('sits below the screen while closed or closing and follows a drag', () => {
    expect(
      html(
        <SheetView id="s" phase="closing" onClose={() => {}}>
          x
        </SheetView>,
      ),
    ).toContain('translate-y-full');
    expect(
      html(
        <SheetView id="s" phase="open" offset={35} onClose={() => {}}>
          x
        </SheetView>,
      ),
    ).toContain('transform:translateY(35px)');
  });
});

describe('SheetView above', () => {
  it('draws a notice inside the <dialog>, after the panel, where the inert page behind cannot hide it', () => {
    const out = html(
      <SheetView id="s" phase="open" onClose={() => {}} above={<Toast message="재입고 알림을 신청했어요." />}>
        x
      </SheetView>,
    );
    expect(out).toMatch(/<dialog[^>]*>.*<\/div><div role="status"[^>]*><p[^>]*>재입고 알림을 신청했어요\.<\/p><\/div><\/dialog>/);
  });
});

describe('Carousel', () => {
  const slides = ['a', 'b', 'c'];
  const render = () => html(<Carousel id="gallery" label="상품 이미지" items={slides} renderItem={(s) => <span>{s}</span>} />);

  it('starts at the first slide: previous disabled, next enabled, 1 / 3', () => {
    const out = render();
    expect(out).toMatch(new RegExp(`aria-label="${ko.ui.previousSlide}" disabled=""`));
    expect(out).not.toMatch(new RegExp(`aria-label="${ko.ui.nextSlide}" disabled=""`));
    expect(out).toContain('1 / 3');
    expect(out).toContain('aria-roledescription="carousel"');
    expect(out).toContain('snap-mandatory');
    expect(out.match(/aria-roledescription="slide"/g)).toHaveLength(3);
  });

  it('hides the arrows for a single slide', () => {
    const out = html(<Carousel id="g" label="l" items={['only']} renderItem={(s) => s} />);
    expect(out).not.toContain('<button');
  });
});

describe('Spinner and Toast', () => {
  it('a labelled spinner is a status; a bare one is decoration', () => {
    expect(html(<Spinner label="" />)).toContain(`role="status"`);
    expect(html(<Spinner label="" />)).toContain(ko.common.loading);
    expect(html(<Spinner />)).toContain('aria-hidden="true"');
    expect(html(<Spinner />)).not.toContain('role=');
  });

  it('keeps a polite live region and shows the message', () => {
    expect(html(<Toast message={null} />)).toContain('aria-live="polite"');
    expect(html(<Toast message={ko.errors.shareCopied} />)).toContain('클립보드에 복사되었습니다.');
  });
});
