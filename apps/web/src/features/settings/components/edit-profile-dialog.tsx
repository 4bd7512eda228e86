import { AuthErrorCode } from '@maeum/api-types';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast';
import { isTooManyRequests, isValidEmail, serverMessage } from '../../auth';
import { useEditProfile, type ProfileEdit } from '../profile-api';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';

interface EditProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fullName: string;
  email: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Edit Profile (spec doc 2 §Profile: name and e-mail). The name is saved at once; a new e-mail
 * needs the current password and changes only when the link mailed to it is opened.
 */
export function EditProfileDialog({ open, onOpenChange, fullName, email }: EditProfileDialogProps) {
  const [checkInboxFor, setCheckInboxFor] = useState<string | null>(null);
  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (open) setCheckInboxFor(null);
  }, [open]);

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      {checkInboxFor ? (
        <CheckInbox newEmail={checkInboxFor} currentEmail={email} />
      ) : (
        <ProfileForm
          fullName={fullName}
          email={email}
          onDone={(sentTo) => (sentTo ? setCheckInboxFor(sentTo) : onOpenChange(false))}
        />
      )}
    </DialogFrame>
  );
}

function ProfileForm({
  fullName,
  email,
  onDone,
}: {
  fullName: string;
  email: string;
  onDone: (checkInboxFor?: string) => void;
}) {
  const { t } = useTranslation();
  const edit = useEditProfile();
  const [name, setName] = useState(fullName);
  const [newEmail, setNewEmail] = useState(email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string; form?: string }>(
    {},
  );
  const emailChanges = !sameEmail(newEmail, email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('auth.validation.fullNameRequired'),
      email: isValidEmail(newEmail.trim()) ? undefined : t('auth.validation.emailInvalid'),
    };
    setErrors(found);
    if (found.name || found.email) return;
    const change: ProfileEdit = {
      fullName: name.trim() !== fullName ? name.trim() : undefined,
      email: emailChanges ? { newEmail: newEmail.trim(), currentPassword: password || undefined } : undefined,
    };
    if (change.fullName === undefined && !change.email) return onDone();
    edit.mutate(change, {
      onSuccess: (result) => {
        if (!result.checkInboxFor) toast.success(t('settings.saved'));
        onDone(result.checkInboxFor);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === AuthErrorCode.invalidCredentials)
          setErrors({ password: t('settings.profile.wrongPassword') });
        else if (isApiError(error) && error.code === AuthErrorCode.recentSignInRequired)
          setErrors({ form: t('settings.profile.signInAgain') });
        else if (isTooManyRequests(error)) setErrors({ form: t('settings.profile.tooManyRequests') });
        else setErrors({ form: serverMessage(error) ?? t('settings.saveFailed') });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogTitle>{t('settings.profile.editTitle')}</DialogTitle>
      <DialogDescription>{t('settings.profile.editDescription')}</DialogDescription>
      <TextField
        name="fullName"
        autoComplete="name"
        label={t('settings.profile.name')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('settings.profile.email')}
        value={newEmail}
        maxLength={254}
        onChange={(event) => setNewEmail(event.target.value)}
        error={errors.email}
        description={emailChanges ? t('settings.profile.emailChangeHint') : undefined}
      />
      {emailChanges ? (
        <PasswordField
          name="currentPassword"
          autoComplete="current-password"
          label={t('settings.profile.currentPassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          description={t('settings.profile.currentPasswordHint')}
          error={errors.password}
        />
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button type="button" variant="outline" disabled={edit.isPending}>
            {t('settings.cancel')}
          </Button>
        </DialogPrimitive.Close>
        <Button type="submit" disabled={edit.isPending} aria-busy={edit.isPending}>
          {edit.isPending ? t('settings.profile.saving') : t('settings.profile.save')}
        </Button>
      </div>
    </form>
  );
}

function CheckInbox({ newEmail, currentEmail }: { newEmail: string; currentEmail: string }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to the news, so a screen reader reads it.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <>
      <MailCheck aria-hidden="true" className="size-8 text-primary" />
      <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
        {t('settings.profile.checkInboxTitle')}
      </DialogTitle>
      <DialogDescription asChild>
        <div className="grid gap-2">
          <p>{t('settings.profile.checkInboxBody', { email: newEmail })}</p>
          <p>{t('settings.profile.checkInboxKeep', { email: currentEmail })}</p>
        </div>
      </DialogDescription>
      <div className="flex justify-end">
        <DialogPrimitive.Close asChild>
          <Button>{t('settings.profile.close')}</Button>
        </DialogPrimitive.Close>
      </div>
    </>
  );
}
