import { useState, type ChangeEvent, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import * as z from 'zod/mini';
import {
  FITS,
  REVIEW_PHOTO_PICK_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTO_WIDTH,
  REVIEW_PHOTOS_MAX,
  REVIEW_THUMB_WIDTH,
  reviewProblems,
  USUAL_SIZES,
  type ReviewProblem,
} from '../../../rules/review';
import { callJson } from '../../browser/data-client';
import { failureMessage } from '../../browser/failures';
import { reviewsCopy as t } from '../../copy/ko';
import { resizePhoto } from '../photo-resize';
import { imageUrl } from '../../ui/image-url';
import { track } from '../../tracking/beacon';
import { reviewEvents } from '../review-events';

export const propsSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  seq: z.number(),
  /** Where to go once the review is written. */
  doneHref: z.string(),
  /** A gift the member received: tracked as the gift variant of review write (spec 2.1). */
  gift: z.optional(z.boolean()),
});
export type ReviewFormProps = z.infer<typeof propsSchema>;

interface Photo {
  key: string;
  preview: string;
}

const readPhoto = (body: unknown) => {
  const d = (body as { data?: { photoKey?: unknown; imageUrl?: unknown } } | null)?.data;
  return typeof d?.photoKey === 'string' && typeof d.imageUrl === 'string' ? { key: d.photoKey, imageUrl: d.imageUrl } : null;
};
const readWritten = (body: unknown) => {
  const d = (body as { data?: { reviewNo?: unknown; mileage?: unknown; itemNo?: unknown } } | null)?.data;
  if (typeof d?.reviewNo !== 'number' || typeof d.mileage !== 'number') return null;
  return { reviewNo: d.reviewNo, mileage: d.mileage, itemNo: typeof d.itemNo === 'number' && d.itemNo > 0 ? d.itemNo : undefined };
};

const FIELD_OF: Record<ReviewProblem, string> = { RATING: 'rating', CONTENT: 'content', PHOTOS: 'photos', HEIGHT: 'height', WEIGHT: 'weight', USUAL_SIZE: 'usualSize', FIT: 'fit' };
const inputClass = 'h-11 rounded border border-neutral-300 px-3 text-base font-normal aria-[invalid=true]:border-red-600';

/**
 * Review write (spec 2.1) with photos and the size write, for one delivered order line. Photos
 * are resized here and uploaded as soon as they are chosen; the review names them when sent.
 * Every problem is said next to its field, nothing typed is lost, and the review is sent once.
 */
export default function ReviewForm({ id, orderNo, seq, doneHref, gift }: ReviewFormProps) {
  const draft = useReviewDraft();
  const { rating, content, withSize, errors, setErrors, clear } = draft;
  const { photos, uploading, addPhotos, removePhoto } = usePhotoUploads(setErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending || uploading > 0) return;
    const sizeInput = draft.sizeInput();
    const problems = reviewProblems({ rating, content, photoCount: photos.length, size: sizeInput });
    const found: Record<string, string> = {};
    for (const p of problems) found[FIELD_OF[p]] = t.problems[p] ?? '';
    setErrors(found);
    setFormError(null);
    if (problems.length > 0) {
      document.getElementById(`${id}-${FIELD_OF[problems[0]!]}`)?.focus();
      return;
    }
    setPending(true);
    const result = await callJson({ method: 'POST', path: '/api/v4/reviews', body: { orderNo, seq, rating, content, photoKeys: photos.map((p) => p.key), size: sizeInput } }, readWritten);
    if (result.ok) {
      for (const event of reviewEvents({ gift: gift === true, itemNo: result.data.itemNo ?? null, photos: photos.length, fit: sizeInput?.fit ?? null })) track(event);
      window.location.assign(`${doneHref}${doneHref.includes('?') ? '&' : '?'}written=${result.data.mileage}`);
      return;
    }
    setPending(false);
    setFormError(failureMessage(result.failure));
  };

  const note = (field: string) => <FieldNote id={id} field={field} errors={errors} />;
  const invalid = (field: string) => invalidProps(id, errors, field);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5" data-testid="review-form">
      {formError ? (
        <p role="alert" className="m-0 rounded bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <RatingField id={id} rating={rating} onRate={(n) => (draft.setRating(n), clear('rating'))} invalid={invalid('rating')} />
      {note('rating')}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.contentLabel}
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => (draft.setContent(e.target.value), clear('content'))}
          rows={6}
          maxLength={2000}
          placeholder={t.contentPlaceholder}
          className="rounded border border-neutral-300 p-3 text-base font-normal aria-[invalid=true]:border-red-600"
          {...invalid('content')}
        />
        <span className="text-xs font-normal text-neutral-600">{t.contentHint}</span>
      </label>
      {note('content')}
      <PhotosField id={id} photos={photos} uploading={uploading} onAdd={(e) => void addPhotos(e)} onRemove={removePhoto} invalid={invalid('photos')} />
      {note('photos')}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={withSize} onChange={(e) => draft.setWithSize(e.target.checked)} className="h-5 w-5 accent-black" />
        {t.sizeToggle}
      </label>
      {withSize ? <SizeFields id={id} size={draft.size} onSize={draft.setSizeField} note={note} invalid={invalid} /> : null}
      <button type="submit" disabled={pending || uploading > 0} className="h-12 cursor-pointer rounded border-0 bg-black text-base font-bold text-white disabled:opacity-60">
        {t.submit}
      </button>
    </form>
  );
}

type SizeDraft = { height: string; weight: string; usualSize: string; fit: string };
type Invalid = ReturnType<typeof invalidProps>;

/** What the shopper has written so far, and the message beside each field. */
function useReviewDraft() {
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [withSize, setWithSize] = useState(false);
  const [size, setSize] = useState<SizeDraft>({ height: '', weight: '', usualSize: '', fit: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field the shopper changes loses its old message; the next send checks it again.
  const clear = (field: string) => setErrors((prev) => (prev[field] ? { ...prev, [field]: '' } : prev));
  const setSizeField = (field: keyof SizeDraft, value: string) => (setSize({ ...size, [field]: value }), clear(field));
  /** The size write as sent, or null when the shopper left it out. */
  const sizeInput = () => (withSize ? { height: Number(size.height), weight: Number(size.weight), usualSize: size.usualSize, fit: size.fit } : null);
  return { rating, setRating, content, setContent, withSize, setWithSize, size, setSizeField, sizeInput, errors, setErrors, clear };
}

/** Photos are resized here and uploaded as soon as they are chosen; the review names them when sent. */
function usePhotoUploads(setErrors: Dispatch<SetStateAction<Record<string, string>>>) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(0);
  const addPhotos = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    setErrors((prev) => ({ ...prev, photos: '' }));
    for (const file of files) {
      if (photos.length + uploading >= REVIEW_PHOTOS_MAX) return setErrors((prev) => ({ ...prev, photos: t.problems.PHOTOS ?? '' }));
      if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) {
        setErrors((prev) => ({ ...prev, photos: t.photoType }));
        continue;
      }
      if (file.size > REVIEW_PHOTO_PICK_MAX_BYTES) {
        setErrors((prev) => ({ ...prev, photos: t.photoTooLarge }));
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const result = await uploadPhoto(file);
        // The preview is the stored thumbnail from our own origin (the page's CSP allows no blob: images).
        if (result.ok) setPhotos((prev) => [...prev, { key: result.data.key, preview: imageUrl(result.data.imageUrl, { width: REVIEW_THUMB_WIDTH }) }]);
        else setErrors((prev) => ({ ...prev, photos: failureMessage(result.failure) }));
      } catch {
        setErrors((prev) => ({ ...prev, photos: t.photoType }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const removePhoto = (key: string) => setPhotos((prev) => prev.filter((x) => x.key !== key));
  return { photos, uploading, addPhotos, removePhoto };
}

/** One photo resized (photo and thumbnail) and uploaded; throws when the file cannot be read as an image. */
async function uploadPhoto(file: File) {
  const resized = await resizePhoto(file, REVIEW_PHOTO_WIDTH, REVIEW_THUMB_WIDTH);
  const form = new FormData();
  form.set('photo', resized.photo, 'photo.jpg');
  form.set('thumb', resized.thumb, 'thumb.jpg');
  form.set('width', String(resized.width));
  form.set('height', String(resized.height));
  return callJson({ method: 'POST', path: '/api/v4/reviews/photos', body: form }, readPhoto, { timeout: 'upload' });
}

function invalidProps(id: string, errors: Record<string, string>, field: string) {
  return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined };
}

function FieldNote({ id, field, errors }: { id: string; field: string; errors: Record<string, string> }) {
  return errors[field] ? (
    <p id={`${id}-${field}-error`} role="alert" className="m-0 text-sm text-red-600" data-testid={`review-${field}-error`}>
      {errors[field]}
    </p>
  ) : null;
}

function RatingField({ id, rating, onRate, invalid }: { id: string; rating: number; onRate: (n: number) => void; invalid: Invalid }) {
  return (
    <fieldset id={`${id}-rating`} tabIndex={-1} className="m-0 border-0 p-0" {...invalid}>
      <legend className="mb-2 p-0 text-sm font-semibold">{t.ratingLabel}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer text-3xl leading-none" title={t.ratingValue(n)}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => onRate(n)} className="sr-only" aria-label={t.ratingValue(n)} />
            <span aria-hidden="true" className={n <= rating ? 'text-amber-500' : 'text-neutral-300'}>
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface PhotosFieldProps {
  id: string;
  photos: Photo[];
  uploading: number;
  onAdd: (e: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (key: string) => void;
  invalid: Invalid;
}

function PhotosField({ id, photos, uploading, onAdd, onRemove, invalid }: PhotosFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <label className="text-sm font-semibold" htmlFor={`${id}-photos`}>
        {t.photosLabel}
      </label>
      <input id={`${id}-photos`} type="file" accept={REVIEW_PHOTO_TYPES.join(',')} multiple onChange={onAdd} className="text-sm" {...invalid} />
      <span className="text-xs text-neutral-600">{t.photosHint}</span>
      {uploading > 0 ? (
        <p role="status" className="m-0 text-sm text-neutral-700">
          {t.photoUploading}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0" data-testid="review-photos">
          {photos.map((p) => (
            <li key={p.key} className="relative">
              <img src={p.preview} alt="" width={80} height={80} className="h-20 w-20 rounded object-cover" />
              <button type="button" aria-label={t.photoRemove} onClick={() => onRemove(p.key)} className="absolute right-0 top-0 h-6 w-6 rounded-full border-0 bg-black/70 text-xs text-white">
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface SizeFieldsProps {
  id: string;
  size: SizeDraft;
  onSize: (field: keyof SizeDraft, value: string) => void;
  note: (field: string) => ReactNode;
  invalid: (field: string) => Invalid;
}

/** The size write (spec 2.1): height, weight, usual size and fit, each with its message below the pair. */
function SizeFields({ id, size, onSize, note, invalid }: SizeFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3" data-testid="review-size">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.heightLabel}
        <input id={`${id}-height`} inputMode="numeric" value={size.height} onChange={(e) => onSize('height', e.target.value)} className={inputClass} {...invalid('height')} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.weightLabel}
        <input id={`${id}-weight`} inputMode="numeric" value={size.weight} onChange={(e) => onSize('weight', e.target.value)} className={inputClass} {...invalid('weight')} />
      </label>
      <div className="col-span-2">
        {note('height')}
        {note('weight')}
      </div>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.usualSizeLabel}
        <select id={`${id}-usualSize`} value={size.usualSize} onChange={(e) => onSize('usualSize', e.target.value)} className={`${inputClass} bg-white`} {...invalid('usualSize')}>
          <option value="">-</option>
          {USUAL_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <fieldset id={`${id}-fit`} tabIndex={-1} className="m-0 flex flex-col gap-1 border-0 p-0" {...invalid('fit')}>
        <legend className="mb-1 p-0 text-sm font-semibold">{t.fitLabel}</legend>
        {FITS.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm">
            <input type="radio" name="fit" value={f} checked={size.fit === f} onChange={() => onSize('fit', f)} className="h-4 w-4 accent-black" />
            {t.fits[f]}
          </label>
        ))}
      </fieldset>
      <div className="col-span-2">
        {note('usualSize')}
        {note('fit')}
      </div>
    </div>
  );
}
