/**
 * Account settings: display name, email, two notification switches and 'Save Changes'.
 */
import { useState, type FormEvent } from 'react'
import { notificationSettings, settingsDefaults } from '../../content/dashboard'
import { Button } from '../ui/button'
import { Card } from '../ui/card'
import { Switch } from '../ui/switch'
import { TextField } from '../ui/text-field'

type NotificationId = (typeof notificationSettings)[number]['id']

// The demo dashboard stores nothing: saving keeps the visitor on the page.
function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * @example <SettingsForm />
 */
export function SettingsForm() {
  const [enabled, setEnabled] = useState<Record<NotificationId, boolean>>(
    () =>
      Object.fromEntries(
        notificationSettings.map((setting) => [setting.id, setting.enabledByDefault]),
      ) as Record<NotificationId, boolean>,
  )

  return (
    <form method="post" onSubmit={keepOnPage} className="space-y-6">
      <Card as="section" aria-labelledby="profile-title" className="p-5 sm:p-6">
        <h2 id="profile-title" className="text-base font-semibold text-white">
          Profile
        </h2>
        <p className="mt-1 text-sm text-zinc-400">How you appear to your team.</p>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <TextField
            id="settings-display-name"
            name="displayName"
            label="Display name"
            defaultValue={settingsDefaults.displayName}
            autoComplete="name"
          />
          <TextField
            id="settings-email"
            name="email"
            label="Email"
            type="email"
            defaultValue={settingsDefaults.email}
            autoComplete="email"
          />
        </div>
      </Card>

      <Card as="section" aria-labelledby="notifications-title" className="p-5 sm:p-6">
        <h2 id="notifications-title" className="text-base font-semibold text-white">
          Notifications
        </h2>
        <p className="mt-1 text-sm text-zinc-400">Choose what we email you about.</p>
        <ul className="mt-4 divide-y divide-line">
          {notificationSettings.map((setting) => (
            <li key={setting.id} className="flex items-center justify-between gap-6 py-4">
              <div>
                <p id={`${setting.id}-label`} className="text-sm font-medium text-white">
                  {setting.label}
                </p>
                <p id={`${setting.id}-description`} className="mt-0.5 text-sm text-zinc-400">
                  {setting.description}
                </p>
              </div>
              <Switch
                id={setting.id}
                checked={enabled[setting.id]}
                onCheckedChange={(checked) =>
                  setEnabled((current) => ({ ...current, [setting.id]: checked }))
                }
                labelledBy={`${setting.id}-label`}
                describedBy={`${setting.id}-description`}
              />
            </li>
          ))}
        </ul>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
          Save Changes
        </Button>
      </div>
    </form>
  )
}
