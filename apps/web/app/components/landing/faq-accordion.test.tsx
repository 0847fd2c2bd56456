import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { faqItems } from '../../content/faq'
import { FaqAccordion } from './faq-accordion'

function questions() {
  return faqItems.map((item) => screen.getByRole('button', { name: item.question }))
}

function openQuestions() {
  return questions()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent)
}

function answerOf(button: HTMLElement) {
  return document.getElementById(button.getAttribute('aria-controls')!)!
}

describe('FaqAccordion', () => {
  it('shows five questions, all closed at first', () => {
    render(<FaqAccordion items={faqItems} />)
    expect(questions()).toHaveLength(5)
    expect(openQuestions()).toEqual([])
    for (const button of questions()) expect(answerOf(button).hidden).toBe(true)
  })

  it('opens the clicked question and shows its answer', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqItems} />)
    const [, second] = questions()
    await user.click(second!)
    expect(openQuestions()).toEqual([faqItems[1]!.question])
    const answer = answerOf(second!)
    expect(answer.hidden).toBe(false)
    expect(answer.textContent).toBe(faqItems[1]!.answer)
    expect(answer.getAttribute('aria-labelledby')).toBe(second!.id)
  })

  it('keeps at most one answer open', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqItems} />)
    const [first, , third] = questions()
    await user.click(first!)
    await user.click(third!)
    expect(openQuestions()).toEqual([faqItems[2]!.question])
    expect(answerOf(first!).hidden).toBe(true)
    expect(answerOf(third!).hidden).toBe(false)
  })

  it('closes the open question when it is clicked again', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqItems} />)
    const [first] = questions()
    await user.click(first!)
    await user.click(first!)
    expect(openQuestions()).toEqual([])
    expect(answerOf(first!).hidden).toBe(true)
  })

  it('is operable with the keyboard: Tab, Enter, Space and the arrow keys', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqItems} />)
    const buttons = questions()

    await user.tab()
    expect(document.activeElement).toBe(buttons[0])
    await user.keyboard('{Enter}')
    expect(openQuestions()).toEqual([faqItems[0]!.question])

    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(buttons[1])
    await user.keyboard(' ')
    expect(openQuestions()).toEqual([faqItems[1]!.question])
    await user.keyboard(' ')
    expect(openQuestions()).toEqual([])

    await user.keyboard('{End}')
    expect(document.activeElement).toBe(buttons[4])
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(buttons[0])
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(buttons[4])
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(buttons[0])
  })
})
