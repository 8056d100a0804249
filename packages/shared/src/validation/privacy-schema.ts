import { boolean, string } from 'yup';
import { PRIVACY_NOTICE_VERSIONS, type NoticeForm } from '../config/privacy-notices';

export const privacyMessages = {
  /** Also the answer to a version from an older page: consent counts only for the notice shown now. */
  noticeVersionUnknown:
    'This form has changed since the page was opened. Please reload the page, read the privacy notice and send the form again.',
  applicationConsentRequired:
    'Please tick this box to agree to the privacy notice. Without your agreement we cannot accept your application.',
  choiceInvalid: 'Please tick the box or leave it empty.',
} as const;

/** The version of the notice the form was shown with: only the current one is accepted. */
export const noticeVersionField = (form: NoticeForm) =>
  string()
    .trim()
    .max(40)
    .required(privacyMessages.noticeVersionUnknown)
    .test(
      'known-notice',
      privacyMessages.noticeVersionUnknown,
      (version) => !version || version === PRIVACY_NOTICE_VERSIONS[form],
    )
    .meta({ description: 'The version of the privacy notice shown with the form' });

/** A consent that needs an explicit tick: anything but `true` is a refusal. */
export const requiredConsentField = (message: string) =>
  boolean().typeError(message).required(message).oneOf([true], message);

/** An optional, separate choice: unticked unless the person ticks it. */
export const optionalChoiceField = () =>
  boolean().typeError(privacyMessages.choiceInvalid).default(false);
