// Text messages (settings/sms, issue #39): the Twilio account that sends cash-on-delivery codes
// to buyers' phones; its auth token is write-only.
import {
  AdminSmsSettingsUpdateSchema,
  type AdminSmsSettings,
  type AdminSmsSettingsUpdate,
} from '../../../domain/schemas/cod';
import { useSecretFields } from '../../components/settings-form/secret-field';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
  SettingsSection,
  ToggleField,
} from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';
import { RecentChanges } from './recent-changes';
import { useSaveSmsSettings } from './settings-api';

const FIELDS = ['twilio.accountSid', 'twilio.from', 'twilio.authToken'] as const;

function formValues(s: AdminSmsSettings): AdminSmsSettingsUpdate {
  return {
    twilio: { enabled: s.twilio.enabled, accountSid: s.twilio.accountSid, from: s.twilio.from },
  };
}

export function SmsSettingsForm({ initial }: { initial: AdminSmsSettings }) {
  const secrets = useSecretFields('twilio', { authToken: initial.twilio.authToken });
  const save = useSaveSmsSettings();
  return (
    <SettingsForm
      label="SMS settings"
      schema={AdminSmsSettingsUpdateSchema}
      defaultValues={formValues(initial)}
      save={save}
      fields={FIELDS}
      body={(values) => ({ twilio: secrets.withRemovals(values.twilio) })}
      savedValues={formValues}
      onSaved={(saved) => secrets.saved({ authToken: saved.twilio.authToken })}
      success="SMS settings saved."
    >
      <SettingsSection
        title="Text Messages (Twilio)"
        description="Buyers confirm risky cash-on-delivery orders with a code sent to their phone. Until Twilio is on, no text reaches a buyer: each is only written to the server's log."
      >
        <ToggleField
          name="twilio.enabled"
          id="twilio-enabled"
          label="Send texts through Twilio"
          description="Needs the account SID, the sender and the auth token."
        />
        {/* The two the Twilio Console shows together, under Account Info. */}
        <FieldRow gap="gap-4">
          <FormField name="twilio.accountSid" label="Account SID">
            <Input autoComplete="off" spellCheck={false} placeholder="AC…" />
          </FormField>
          {secrets.field('authToken', 'Auth token')}
        </FieldRow>
        <FormField
          name="twilio.from"
          label="Sender"
          hint="A Twilio number such as +14155550100, or a sender id of up to 11 letters."
          className="sm:max-w-xs"
        >
          <Input autoComplete="off" spellCheck={false} />
        </FormField>
      </SettingsSection>
      <RecentChanges entity="settings" entityId="sms" />
      <SaveBar label="Save SMS Settings" />
    </SettingsForm>
  );
}
