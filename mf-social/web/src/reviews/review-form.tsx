import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { ProductReview, ReviewAttribute, SkinTone, SkinType } from '../../../contract/product-reviews';
import { Field } from '../forms/field';
import { FormAlert } from '../forms/form-alert';
import { noRefusal, refusalOf, type Refusal } from '../forms/refusal';
import { TextAreaField } from '../forms/text-area-field';
import { TextInputField } from '../forms/text-input-field';
import type { NewReview, Stars, Written } from '../product-social-store/product-social-store';
import { useProductSocialStore } from '../product-social-store/use-product-social';
import { reviewLimits, skinTones, skinTypes } from '../social-rules/social-rules';
import { skinTonePhrase, skinTypePhrase } from './attribute-texts';
import { StarRatingInput } from './star-rating-input';
import '../forms/fields.css';
import './review-form.css';

export interface ReviewFormProps {
  productName: string;
  /** What the product's reviews ask besides stars and text. */
  attributes: ReviewAttribute[];
  onCancel(): void;
  onPublished(review: Written<ProductReview>): void;
  /** The member's review being changed: the form starts with what it says, and saves the change. */
  editing?: ProductReview;
}

interface Problems {
  stars?: string;
  text?: string;
}

/** The server's refusals this form words itself. */
const ownWords = {
  review_exists: '/Social/Reviews/AlreadyReviewed',
  social_profile_required: '/Social/Form/ProfileRequired',
  posting_limit: '/Social/Moderation/PostingLimit',
};

/**
 * A review of the product: stars (needed), a title, the text (at least reviewLimits.text.min characters), skin type
 * and tone when the product asks, and whether the member recommends it; or, `editing`, the member's review changed.
 * What the server refuses shows beside the form and at the fields it names.
 */
export function ReviewForm({ productName, attributes, onCancel, onPublished, editing }: ReviewFormProps) {
  const t = usePhrase();
  const store = useProductSocialStore();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStar = useRef<HTMLInputElement | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const submitting = useRef(false);
  const [stars, setStars] = useState<Stars | null>(editing?.stars ?? null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [skinType, setSkinType] = useState<SkinType | ''>(editing?.skinType ?? '');
  const [skinTone, setSkinTone] = useState<SkinTone | ''>(editing?.skinTone ?? '');
  const [isRecommended, setRecommended] = useState<boolean | null>(editing?.isRecommended ?? null);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(noRefusal);

  // The form replaces the button that opened it: the keyboard starts at its heading.
  useEffect(() => heading.current?.focus(), []);

  const problems: Problems = {};
  if (stars === null) problems.stars = t('/Social/ReviewForm/RatingRequired');
  if (text.trim() === '') problems.text = t('/Social/Form/Required');
  else if (text.trim().length < reviewLimits.text.min) problems.text = t('/Social/Form/TooShort', { min: reviewLimits.text.min });
  const shown = (field: keyof Problems | 'title' | 'skinType' | 'skinTone' | 'isRecommended') =>
    (attempted ? problems[field as keyof Problems] : undefined) ?? refusal.fieldErrors[field];

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting.current) return;
    setAttempted(true);
    setRefusal(noRefusal);
    if (stars === null) {
      firstStar.current?.focus();
      return;
    }
    if (problems.text) {
      textArea.current?.focus();
      return;
    }
    const review: NewReview = {
      stars,
      title: title.trim(),
      text: text.trim(),
      ...(skinType ? { skinType } : {}),
      ...(skinTone ? { skinTone } : {}),
      ...(isRecommended === null ? {} : { isRecommended }),
    };
    submitting.current = true;
    try {
      onPublished(await (editing ? store.editReview(editing.postId, review) : store.addReview(review)));
    } catch (error) {
      setRefusal(refusalOf(error, t, ownWords));
    } finally {
      submitting.current = false;
    }
  }

  return (
    <form className="o_ReviewForm" aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={headingId} ref={heading} className="o_ReviewForm__heading" tabIndex={-1}>
        {t(editing ? '/Social/Edit/ReviewHeading' : '/Social/ReviewForm/Heading', { product: productName })}
      </h3>
      <StarRatingInput
        label={t('/Social/ReviewForm/Rating')}
        value={stars}
        onChange={setStars}
        error={shown('stars')}
        firstRef={(element) => (firstStar.current = element)}
      />
      <TextInputField
        label={t('/Social/ReviewForm/Title')}
        value={title}
        onValueChange={setTitle}
        maxLength={reviewLimits.title.max}
        error={shown('title')}
      />
      <TextAreaField
        label={t('/Social/ReviewForm/Text')}
        value={text}
        onValueChange={setText}
        max={reviewLimits.text.max}
        error={shown('text')}
        required
        rows={6}
        textAreaRef={textArea}
      />
      {attributes.includes('skinType') && (
        <Field label={t('/Social/Reviews/SkinType')} error={shown('skinType')}>
          {(control) => (
            <select {...control} className="o_Field__control" value={skinType} onChange={(event) => setSkinType(event.target.value as SkinType | '')}>
              <option value="">{t('/Social/ReviewForm/NotSaid')}</option>
              {skinTypes.map((option) => (
                <option key={option} value={option}>
                  {t(skinTypePhrase[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {attributes.includes('skinTone') && (
        <Field label={t('/Social/Reviews/SkinTone')} error={shown('skinTone')}>
          {(control) => (
            <select {...control} className="o_Field__control" value={skinTone} onChange={(event) => setSkinTone(event.target.value as SkinTone | '')}>
              <option value="">{t('/Social/ReviewForm/NotSaid')}</option>
              {skinTones.map((option) => (
                <option key={option} value={option}>
                  {t(skinTonePhrase[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset className="o_Fieldset">
        <legend className="o_Fieldset__legend">{t('/Social/ReviewForm/Recommend')}</legend>
        <label className="o_Choice">
          <input type="radio" name={`${headingId}-recommend`} checked={isRecommended === true} onChange={() => setRecommended(true)} />
          {t('/Social/Form/Yes')}
        </label>
        <label className="o_Choice">
          <input type="radio" name={`${headingId}-recommend`} checked={isRecommended === false} onChange={() => setRecommended(false)} />
          {t('/Social/Form/No')}
        </label>
        {shown('isRecommended') && <p className="o_Field__error">{shown('isRecommended')}</p>}
      </fieldset>
      <FormAlert text={refusal.message} />
      <div className="o_FormActions">
        <Button type="submit">{t(editing ? '/Social/Edit/Save' : '/Social/ReviewForm/Submit')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('/Social/Form/Cancel')}
        </Button>
      </div>
    </form>
  );
}
