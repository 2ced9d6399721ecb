import { HttpError, translate, type Translate } from '@storefront/platform';
import { anAppShellData } from '../testing/app-shell-data';
import { refusalOfAnswer, refusalOfError } from './refusal';

const english = anAppShellData({}, 'en-US').languagePhrases;
const t: Translate = (key, params) => translate(english, key, params);
const refused = (status: number, error: unknown) => new HttpError(status, '/api/my/profile/update', { error });

describe('refusals', () => {
  test('an answer with success false keeps the server\'s message and field texts', () => {
    expect(refusalOfAnswer({ success: false, message: 'Not saved.', fieldErrors: { phoneNumber: 'Taken.' } }, t)).toEqual({
      message: 'Not saved.',
      fieldErrors: { phoneNumber: 'Taken.' },
    });
    expect(refusalOfAnswer({ success: false, fieldErrors: { phoneNumber: 'Taken.' } }, t).message).toBe('Please check the marked fields.');
    expect(refusalOfAnswer({ success: false }, t)).toEqual({ message: 'Something went wrong. Please try again.', fieldErrors: {} });
  });

  test('a refusal with a code keeps its words; a schema refusal gets the page\'s own', () => {
    expect(refusalOfError(refused(409, { code: 'email_taken', message: 'The address is in use.', fields: { newEmail: 'In use.' } }), t)).toEqual({
      message: 'The address is in use.',
      fieldErrors: { newEmail: 'In use.' },
    });
    expect(refusalOfError(refused(400, { code: 'bad_request', message: 'Invalid body: birthDate', fields: { birthDate: 'Invalid date' } }), t)).toEqual({
      message: 'Please check the marked fields.',
      fieldErrors: { birthDate: 'Please check this field.' },
    });
  });

  test('no answer or a server failure says something went wrong', () => {
    expect(refusalOfError(new HttpError(0, '/x', null), t).message).toBe('Something went wrong. Please try again.');
    expect(refusalOfError(refused(500, { code: 'internal', message: 'Boom' }), t).message).toBe('Something went wrong. Please try again.');
    expect(refusalOfError(new Error('?'), t).message).toBe('Something went wrong. Please try again.');
  });
});
