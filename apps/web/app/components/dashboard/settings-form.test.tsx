import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SettingsForm } from './settings-form'

function switchNamed(name: string) {
  return screen.getByRole('switch', { name })
}

describe('SettingsForm', () => {
  it('shows the display name, the email and two notification switches', () => {
    render(<SettingsForm />)
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Maya Chen')
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('maya@northwind.dev')
    expect(screen.getAllByRole('switch')).toHaveLength(2)
    expect(switchNamed('Deployment notifications').getAttribute('aria-checked')).toBe('true')
    expect(switchNamed('Weekly usage report').getAttribute('aria-checked')).toBe('false')
  })

  it('flips a switch on click without touching the other one', async () => {
    const user = userEvent.setup()
    render(<SettingsForm />)
    await user.click(switchNamed('Weekly usage report'))
    expect(switchNamed('Weekly usage report').getAttribute('aria-checked')).toBe('true')
    expect(switchNamed('Deployment notifications').getAttribute('aria-checked')).toBe('true')
    await user.click(switchNamed('Deployment notifications'))
    expect(switchNamed('Deployment notifications').getAttribute('aria-checked')).toBe('false')
    expect(switchNamed('Weekly usage report').getAttribute('aria-checked')).toBe('true')
  })

  it('flips a switch with Space and Enter', async () => {
    const user = userEvent.setup()
    render(<SettingsForm />)
    switchNamed('Weekly usage report').focus()
    await user.keyboard(' ')
    expect(switchNamed('Weekly usage report').getAttribute('aria-checked')).toBe('true')
    await user.keyboard('{Enter}')
    expect(switchNamed('Weekly usage report').getAttribute('aria-checked')).toBe('false')
  })

  it('describes each switch', () => {
    render(<SettingsForm />)
    const describedBy = switchNamed('Weekly usage report').getAttribute('aria-describedby')!
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'A summary of builds, bandwidth and spend every Monday.',
    )
  })

  it('keeps the visitor on the page when Save Changes is pressed', () => {
    render(<SettingsForm />)
    const form = screen.getByRole('button', { name: 'Save Changes' }).closest('form')!
    const submitted = fireEvent.submit(form)
    // fireEvent returns false when a handler called preventDefault.
    expect(submitted).toBe(false)
  })
})
