import type { HttpClient } from '@storefront/platform';
import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
} from '../../../contract/forgotten-password';
import type {
  AuthenticationChallenge,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MailLinkResponse,
  UnlockLoginRequest,
} from '../../../contract/login';
import type { NewsletterSignupRequest, NewsletterSignupResponse } from '../../../contract/newsletter';
import type { ConfirmRegistrationRequest, RegistrationRequest, RegistrationResponse } from '../../../contract/registration';

/** Team Account's calls used by the box, the footer signup, the reset page and logout. */
type Http = Pick<HttpClient, 'get' | 'post'>;

export const accountPaths = {
  login: '/dologin',
  register: '/register',
  logout: '/dologout',
  stopImpersonation: '/dologout/stopimpersonation',
  forgotPassword: '/ForgotPasswordPage/ResetPassword',
  challenge: '/api/authentication/challenge',
  unlockLogin: '/api/authentication/unlock-login',
  confirmRegistration: '/api/authentication/confirm-registration',
  newsletterSignup: '/newslettersignup/subscribe',
  updatePassword: '/api/forgot-password/update-password',
  appShellData: '/appshell/data',
} as const;

const dataOf = async <T>(response: Promise<{ data: T }>): Promise<T> => (await response).data;

export const logIn = (http: Http, request: LoginRequest) => dataOf(http.post<LoginResponse>(accountPaths.login, request));

export const register = (http: Http, request: RegistrationRequest) =>
  dataOf(http.post<RegistrationResponse>(accountPaths.register, request));

export const askForPasswordReset = (http: Http, request: ForgotPasswordRequest) =>
  dataOf(http.post<ForgotPasswordResponse>(accountPaths.forgotPassword, request));

export const fetchChallenge = (http: Http) => dataOf(http.get<AuthenticationChallenge>(accountPaths.challenge));

export const unlockLogin = (http: Http, request: UnlockLoginRequest) => dataOf(http.post<MailLinkResponse>(accountPaths.unlockLogin, request));

export const confirmRegistration = (http: Http, request: ConfirmRegistrationRequest) =>
  dataOf(http.post<MailLinkResponse>(accountPaths.confirmRegistration, request));

export const subscribeToNewsletter = (http: Http, request: NewsletterSignupRequest) =>
  dataOf(http.post<NewsletterSignupResponse>(accountPaths.newsletterSignup, request));

export const updatePassword = (http: Http, request: UpdatePasswordRequest) =>
  dataOf(http.post<UpdatePasswordResponse>(accountPaths.updatePassword, request));

export const endSession = (http: Http, stopImpersonation: boolean) =>
  dataOf(http.post<LogoutResponse>(stopImpersonation ? accountPaths.stopImpersonation : accountPaths.logout));
