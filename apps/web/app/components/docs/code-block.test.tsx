import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeBlock } from './code-block'

afterEach(() => {
  vi.useRealTimers()
})

describe('CodeBlock', () => {
  it('shows the code under its caption', () => {
    render(<CodeBlock language="sh" code="npm ci && npm start" caption="Terminal" />)
    expect(screen.getByText('npm ci && npm start').tagName).toBe('CODE')
    expect(screen.getByRole('button', { name: 'Copy Terminal' })).toBeTruthy()
  })

  it('names the language when there is no caption', () => {
    render(<CodeBlock language="json" code="{}" />)
    expect(screen.getByRole('button', { name: 'Copy JSON' })).toBeTruthy()
  })

  it('copies the code to the clipboard and says so for two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    render(<CodeBlock language="html" code={'<script src="/sdk/snipwire.js"></script>'} />)
    await user.click(screen.getByRole('button', { name: 'Copy HTML' }))
    expect(await navigator.clipboard.readText()).toBe('<script src="/sdk/snipwire.js"></script>')
    expect(screen.getByRole('button', { name: 'Copied HTML' }).textContent).toBe('Copied')
    expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard')
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(screen.getByRole('button', { name: 'Copy HTML' }).textContent).toBe('Copy')
  })

  it('says when the browser refuses to copy', async () => {
    const user = userEvent.setup()
    render(<CodeBlock language="js" code="createClient()" />)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copy JavaScript' }))
    expect(screen.getByRole('button', { name: 'Copy JavaScript' }).textContent).toBe('Copy failed')
    expect(screen.getByRole('status').textContent).toMatch(/select the code instead/)
  })
})
