import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderRoute } from '../../../test/render-route';
import { apiError, mockApi, sessionBody } from '../../../test/mock-api';

const CONSENTS = [
  'I agree to the Terms of Service.',
  'I consent to maeum. processing the mental-health information I share (conversations, journal entries and moods) to provide the service.',
  "I am 18 or older, or I am 13 to 17 and have my parent's or guardian's consent.",
];

async function openSignUp() {
  const user = userEvent.setup();
  const view = renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return { user, ...view };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, password = 'a calm sea 42') {
  await user.type(screen.getByLabelText('Full name'), 'Mina Kim');
  await user.type(screen.getByLabelText('Email'), 'mina@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
}

async function tickAllConsents(user: ReturnType<typeof userEvent.setup>) {
  for (const consent of CONSENTS) await user.click(screen.getByRole('checkbox', { name: consent }));
}

describe('sign-up page', () => {
  it('checks each field on blur with the spec messages', async () => {
    mockApi();
    const { user } = await openSignUp();
    const fullName = screen.getByLabelText('Full name');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');

    await user.type(fullName, '   ');
    await user.tab();
    expect(fullName).toHaveAccessibleDescription('Full name is required');
    expect(fullName).toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, 'mina@example');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(password);
    await user.tab();
    expect(password).toHaveAccessibleDescription('Password is required');
    await user.type(password, 'short');
    await user.tab();
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters long');

    await user.click(confirm);
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Please confirm your password');
    await user.type(confirm, 'shorter');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  });

  it('keeps Create account disabled until all three consents are ticked, each on its own', async () => {
    mockApi();
    const { user } = await openSignUp();
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Tick all three boxes to create your account.');

    const boxes = CONSENTS.map((name) => screen.getByRole('checkbox', { name }));
    for (const box of boxes) expect(box).not.toBeChecked();
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(submit).toBeDisabled();
    await user.click(boxes[2]!);
    expect(submit).toBeEnabled();

    const consents = screen.getByRole('group', { name: 'Before you start' });
    expect(within(consents).getByRole('link', { name: /Read the Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(consents).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(consents).getByRole('link', { name: /Read the age policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy#age-en',
    );
  });

  it('links the age consent to the age section of the Korean version for a Korean reader', async () => {
    await i18n.changeLanguage('ko');
    mockApi();
    renderRoute('/signup');

    expect(await screen.findByRole('link', { name: /연령 정책 보기/ })).toHaveAttribute(
      'href',
      '/privacy-policy#age-ko',
    );
  });

  it('a click on a consent box right after leaving an invalid field ticks it: the message waits for the click', async () => {
    mockApi();
    const { user } = await openSignUp();
    const confirm = screen.getByLabelText('Confirm password');
    const terms = screen.getByRole('checkbox', { name: CONSENTS[0] });
    await user.type(confirm, 'nope');

    // The press on the box takes the focus from the field; its message must not appear mid-click.
    await user.pointer({ keys: '[MouseLeft>]', target: terms });
    expect(confirm).not.toHaveFocus();
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await user.pointer({ keys: '[/MouseLeft]', target: terms });

    expect(terms).toBeChecked();
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match'));
  });

  it('keeps a line under each field for its message, so a message appearing moves nothing below', async () => {
    mockApi();
    const { user } = await openSignUp();
    const fullName = screen.getByLabelText('Full name');
    const field = fullName.parentElement!;
    const before = field.children.length;

    await user.click(fullName);
    await user.tab();

    expect(fullName).toHaveAccessibleDescription('Full name is required');
    // The reserved line is replaced by the message, not added to.
    expect(field.children.length).toBe(before);
  });

  it('validates everything on submit and focuses the first invalid field', async () => {
    const api = mockApi();
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Full name'), 'Mina Kim');
    await tickAllConsents(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(api.calls('POST /api/auth/signup')).toHaveLength(0);
  });

  it('creates the account with the three consents, welcomes the user and goes to /dashboard', async () => {
    const api = mockApi({ 'POST /api/auth/signup': { status: 201, body: sessionBody() } });
    const { user, router } = await openSignUp();
    await fillValidForm(user);
    await tickAllConsents(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully!')).toBeVisible();
    expect(screen.getByText("Welcome to maeum. We're glad you're here.")).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST /api/auth/signup')[0]!.body).toEqual({
      fullName: 'Mina Kim',
      email: 'mina@example.com',
      password: 'a calm sea 42',
      consent: { terms: true, sensitiveData: true, age: true },
      display: { language: 'en', darkMode: false },
    });
  });

  it('carries the language and theme chosen before signing up into the new account', async () => {
    const api = mockApi({
      'POST /api/auth/signup': { status: 201, body: sessionBody({ accessToken: 'new-account' }) },
    });
    await i18n.changeLanguage('ko');
    localStorage.setItem('darkMode', 'true');
    const user = userEvent.setup();
    const { router } = renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });

    await user.type(screen.getByLabelText('이름'), '김민아');
    await user.type(screen.getByLabelText('이메일'), 'mina@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'a calm sea 42');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'a calm sea 42');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: '계정 만들기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [signUp] = api.calls('POST /api/auth/signup');
    expect((signUp!.body as { display: unknown }).display).toEqual({ language: 'ko', darkMode: true });
    expect(api.calls('PATCH /api/me/preferences')).toHaveLength(0);
  });

  it("shows the server's reasons when the password is too weak", async () => {
    mockApi({
      'POST /api/auth/signup': apiError(422, 'weak_password', 'Password is too weak', {
        reasons: ['common', 'personal', 'something-new'],
      }),
    });
    const { user, router } = await openSignUp();
    await fillValidForm(user, 'password');
    await tickAllConsents(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(
      "Password is too weak. Please choose a stronger password. This password is too common or too easy to guess. Don't use your name or email address in your password. something-new",
    );
    expect(router.state.location.pathname).toBe('/signup');

    // Said once, inline: not also as a toast.
    expect(screen.getAllByText('Password is too weak. Please choose a stronger password.')).toHaveLength(1);

    await user.type(password, '!');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [
      'This email is already registered. Please try logging in instead.',
      apiError(409, 'user_already_exists', 'User already registered'),
    ],
    [
      'Sign up is currently disabled. Please try again later.',
      apiError(400, 'signup_disabled', 'Signups not allowed'),
    ],
    ['Invalid email or password format', apiError(400, 'invalid_credentials', 'Invalid')],
    ['Database is on fire', apiError(500, 'internal', 'Database is on fire')],
    ['Signup failed. Please try again.', { status: 201, body: { user: null } }],
  ])('says "%s" for the matching server answer', async (message, reply) => {
    mockApi({ 'POST /api/auth/signup': reply });
    const { user } = await openSignUp();
    await fillValidForm(user);
    await tickAllConsents(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(message)).toBeVisible();
  });

  it('puts server validation messages under their fields', async () => {
    mockApi({
      'POST /api/auth/signup': apiError(400, 'validation_failed', 'Validation failed', {
        errors: [{ field: 'email', message: 'This address cannot receive mail' }],
      }),
    });
    const { user } = await openSignUp();
    await fillValidForm(user);
    await tickAllConsents(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive mail'));
    expect(email).toHaveFocus();
  });

  it('offers social sign-up only once the three consents are ticked, and passes them on', async () => {
    mockApi({ 'GET /api/auth/providers': { status: 200, body: { google: true, kakao: true } } });
    const { user } = await openSignUp();
    expect(await screen.findByRole('button', { name: 'Continue with Kakao' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Continue with Kakao' })).not.toBeInTheDocument();

    await tickAllConsents(user);

    expect(screen.getByRole('link', { name: 'Continue with Kakao' })).toHaveAttribute(
      'href',
      '/api/auth/oauth/kakao?redirect=%2Fdashboard&consent=1&language=en&dark=0',
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oauth/google?redirect=%2Fdashboard&consent=1&language=en&dark=0',
    );
  });

  it('shows the error a social sign-up came back with', async () => {
    mockApi();
    renderRoute('/signup?error=consent_required&provider=google');

    expect(await screen.findByText(/There is no account for this sign-in yet/)).toBeVisible();
  });
});
