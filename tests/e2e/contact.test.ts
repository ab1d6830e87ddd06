/**
 * /contact in Chromium against the built site and its real endpoint: the page's sections,
 * a real submission that lands in the server's outbox, the Submitting and error states, a
 * retry that reuses its Idempotency-Keys, and axe at phone and desktop widths. Copy, choices,
 * phone, offices and recipients come from content/ (site.yaml, pages/contact.yaml), so editing
 * them keeps these tests green.
 */
import { contactPage } from '@content/pages/contact';
import { contactFaq } from '@content/pages/contact-faq';
import { site } from '@content/site';
import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/tel';
import { formFields, summaryLine } from '../../src/lib/contact/posted-form';
import { apiPaths } from '../../src/route-table';
import { axeViolations, baseURL, launchBrowserForFile, openPage } from './support/browser';
import { expectInquiryMessages, outboxMessages } from './support/outbox';
import { answers, choices, field, fillForm, interceptSends, ok, serverError } from './support/contact-form';

const browser = await launchBrowserForFile();

const thankYouHeading = contactPage.thankYou.heading;
const submitLabel = site.actions.demo;

describe('the contact page', () => {
  it('shows the hero, ways to connect, the form, locations and the FAQ', async () => {
    const { page, problems } = await openPage(browser, '/contact');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(contactPage.hero.headline);
    for (const { title } of contactPage.hero.highlights)
      await expect(page.getByText(title, { exact: true }).isVisible()).resolves.toBe(true);

    const connect = page.getByRole('region', { name: contactPage.connect.heading });
    expect(await connect.getByRole('link', { name: site.phone }).getAttribute('href')).toBe(telHref(site.phone));
    expect(telHref(site.phone)).toMatch(/^tel:\+?\d+$/);
    expect(await connect.textContent()).toContain(site.phoneHours);
    expect(await connect.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);

    // Every office, each with its hours and its own phone where it has them (offices on contact: below).
    const locations = page.getByRole('region', { name: contactPage.locationsHeading });
    expect(await locations.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      site.offices.map((office) => `${office.city}, ${office.area}`),
    );
    for (const office of site.offices) if (office.hours) expect(await locations.textContent()).toContain(office.hours);

    const faq = page.getByRole('region', { name: contactFaq.heading });
    expect(await faq.locator('details summary').allTextContents()).toEqual(
      contactFaq.items.map((item) => expect.stringContaining(item.question)),
    );
    await faq.getByText(contactFaq.items[2]!.question).click();
    await expect(faq.getByText(contactFaq.items[2]!.answer).isVisible()).resolves.toBe(true);
    expect(await faq.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(problems).toEqual([]);
  });

  it("has labelled fields with the spec's types, required rules, choices and autocomplete hints", async () => {
    const { page } = await openPage(browser, '/contact');
    const expectations: [label: string, tag: string, type: string | null, required: boolean, autocomplete: string][] = [
      ['First Name', 'input', 'text', true, 'given-name'],
      ['Last Name', 'input', 'text', true, 'family-name'],
      ['Business Email', 'input', 'email', true, 'email'],
      ['Phone Number', 'input', 'tel', true, 'tel'],
      ['Company Name', 'input', 'text', true, 'organization'],
      ['Job Title', 'input', 'text', true, 'organization-title'],
      ['Industry', 'select', null, true, 'off'],
      ['Company Size', 'select', null, true, 'off'],
      ['Country', 'input', 'text', true, 'country-name'],
      ['Type of Inquiry', 'select', null, true, 'off'],
      ['What are your current supply chain challenges?', 'textarea', null, true, 'off'],
      ['Implementation Timeline', 'select', null, false, 'off'],
      ['Additional Information', 'textarea', null, false, 'off'],
    ];
    for (const [label, tag, type, required, autocomplete] of expectations) {
      const control = field(page, label);
      expect(await control.evaluate((element) => element.tagName.toLowerCase()), label).toBe(tag);
      if (type) expect(await control.getAttribute('type'), label).toBe(type);
      expect(await control.evaluate((element) => (element as HTMLInputElement).required), label).toBe(required);
      expect(await control.getAttribute('autocomplete'), label).toBe(autocomplete);
    }
    expect(
      await page
        .locator('form')
        .getByText(/budget/i)
        .count(),
    ).toBe(0);
    const optionsOf = async (label: string) => (await field(page, label).locator('option').allTextContents()).slice(1);
    expect(await optionsOf('Industry')).toEqual(contactPage.form.options.industry);
    expect(await optionsOf('Company Size')).toEqual(contactPage.form.options.companySize);
    expect(await optionsOf('Type of Inquiry')).toEqual(contactPage.form.options.inquiryType);
    expect(await optionsOf('Implementation Timeline')).toEqual(contactPage.form.options.timeline);

    // The honeypot: no one sees it, tabs to it, or hears about it.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await honeypot.evaluate((element) => element.getBoundingClientRect().right <= 0)).toBe(true);
    expect(await page.getByRole('textbox', { name: /leave this field/i }).count()).toBe(0);
  });

  it('can be sent before hydration by the browser itself, never putting the details in a URL', async () => {
    const html = await (await fetch(`${baseURL()}/contact`)).text();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${apiPaths.contactForm}`);
    // Enabled in the prerendered page: the post without scripts is tests/e2e/no-javascript.test.ts.
    expect(html).toMatch(/<button type="submit" class="[^"]*"[^>]*>/);
    expect(html).not.toMatch(/<button type="submit" disabled/);
    const { page } = await openPage(browser, '/contact');
    expect(await page.getByRole('button', { name: submitLabel }).isEnabled()).toBe(true);
  });

  it('sends nothing while a required field is empty', async () => {
    const { page } = await openPage(browser, '/contact');
    const calls = await interceptSends(page, (_call, route) => ok(route));
    await fillForm(page, 'Incomplete');
    await field(page, 'Country').fill('');
    await page.getByRole('button', { name: submitLabel }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('country');
    expect(calls).toEqual([]);
  });

  it('lists the same offices as the footer, in its order, each with its phone and hours where it has them', async () => {
    const { page } = await openPage(browser, '/contact', { viewport: 'mobile' });
    // The footer's offices as a visitor reads them: the city of each entry under its "Offices" heading.
    const footerOffices = page.getByRole('contentinfo').locator('div:has(> h2:text-is("Offices")) > ul > li > span:first-child');
    const footerCities = await footerOffices.allTextContents();
    expect(footerCities).toEqual(site.offices.map((office) => office.city));
    const locations = page.getByRole('region', { name: contactPage.locationsHeading });
    const cards = locations.getByRole('listitem');
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      footerCities.map((city) => expect.stringMatching(new RegExp(`^${city},`))),
    );
    for (const office of site.offices) {
      const card = locations.locator(`[data-office="${office.city}"]`);
      expect(await card.textContent(), office.city).toContain(office.country);
      const phones = card.getByRole('link', { name: /^\+?\d/ });
      if (office.phone) expect(await phones.getAttribute('href'), office.city).toBe(telHref(office.phone));
      else expect(await phones.count(), office.city).toBe(0);
      if (office.hours) expect(await card.textContent(), office.city).toContain(office.hours);
      // Each card is on screen in full at a phone's width.
      expect(await card.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth), office.city).toBe(true);
    }
    await page.context().close();
  });

  it("answers an empty form with one summary line that counts the fields and a message naming each field, not the browser's bubble", async () => {
    const { page, problems } = await openPage(browser, '/contact', { viewport: 'mobile' });
    // A 390 px phone, where the summary once slid under the sticky header.
    await page.setViewportSize({ width: 390, height: 844 });
    const calls = await interceptSends(page, (_call, route) => ok(route));
    const required = Object.values(formFields).filter((rules) => rules.required);
    // The browser's own check is off once scripts run: otherwise its bubble would stop the submit before the form's check.
    expect(await page.locator('form').evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);
    // The button says the site's demo label, as every other demo request does.
    const submit = page.locator('form button[type="submit"]');
    expect((await submit.textContent())?.trim()).toBe(site.actions.demo);
    await submit.click();

    // One line, with the count; no list of the same words over and over.
    const summary = page.locator('[data-error-summary]');
    await summary.waitFor();
    expect((await summary.textContent())?.trim()).toBe(summaryLine(required.length));
    expect(await summary.locator('li').count()).toBe(0);
    expect(calls).toEqual([]);
    // Every required field is marked invalid, and its message names it (no two messages alike); the first one has the focus.
    const messages: string[] = [];
    for (const rules of required) {
      const control = field(page, rules.label);
      expect(await control.getAttribute('aria-invalid'), rules.label).toBe('true');
      const message = (await page.locator(`#${await control.getAttribute('aria-describedby')}`).textContent()) ?? '';
      expect(message, rules.label).toContain(rules.name);
      expect(message, rules.label).toMatch(/^[A-Z].*\.$/);
      messages.push(message);
    }
    expect(new Set(messages).size).toBe(messages.length);
    const firstId = await field(page, required[0]?.label ?? '').getAttribute('id');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(firstId);
    // The summary is whole below the sticky header, and the focused field is in view too.
    const header = page.locator('header:has(nav[aria-label="Main"])');
    const headerBottom = () => header.evaluate((element) => element.getBoundingClientRect().bottom);
    await expect
      .poll(async () => (await summary.evaluate((element) => element.getBoundingClientRect().top)) >= (await headerBottom()))
      .toBe(true);
    const fieldBox = await page.locator(`#${firstId}`).evaluate((control) => control.getBoundingClientRect().toJSON() as DOMRect);
    expect(fieldBox.top).toBeGreaterThanOrEqual(await headerBottom());
    expect(fieldBox.bottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));

    // A wrong e-mail address gets the e-mail message; fixing a field takes its message away; the count follows.
    await field(page, formFields.email.label).fill('name@host');
    await field(page, required[0]?.label ?? '').fill('Ada');
    await submit.click();
    await expect.poll(() => summary.textContent()).toBe(summaryLine(required.length - 1));
    expect(await page.locator(`#${await field(page, formFields.email.label).getAttribute('aria-describedby')}`).textContent()).toMatch(
      new RegExp(`${formFields.email.name}.*name@`),
    );
    expect(await field(page, required[0]?.label ?? '').getAttribute('aria-invalid')).toBeNull();
    const nextId = await field(page, required[1]?.label ?? '').getAttribute('id');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(nextId);

    // All but one filled in: the line says so in the singular.
    await fillForm(page, 'Summary');
    await field(page, formFields.country.label).fill('');
    await submit.click();
    await expect.poll(() => summary.textContent()).toBe(summaryLine(1));
    expect(calls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('submitting', () => {
  it('a real submission reaches the Thank You screen and, with the proof of work solved in the browser, one message per recipient goes to sales', async () => {
    const lastName = `Outbox${Date.now()}`;
    const { page, problems } = await openPage(browser, '/contact');
    await fillForm(page, lastName);
    await page.getByRole('button', { name: submitLabel }).click();

    const heading = page.getByRole('heading', { level: 1, name: thankYouHeading });
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(thankYouHeading);
    expect(await page.getByRole('heading', { name: contactPage.thankYou.nextStepsHeading }).isVisible()).toBe(true);
    expect(await page.locator('ol > li').count()).toBe(contactPage.thankYou.nextSteps.length);
    expect(await page.getByRole('link', { name: contactPage.thankYou.storiesLabel }).getAttribute('href')).toBe('/success-stories');
    // The page is replaced: no form, no FAQ.
    expect(await page.locator('form').count()).toBe(0);
    expect(await page.getByRole('region', { name: contactFaq.heading }).count()).toBe(0);
    expect(problems).toEqual([]);

    expectInquiryMessages(await outboxMessages(lastName), lastName);
    expect(await outboxMessages(lastName, 'review')).toEqual([]);

    // Back on the form (a new visit) the fields are empty again.
    await page.goto('/contact');
    expect(await field(page, 'First Name').inputValue()).toBe('');
  });

  it('shows Submitting... on a disabled button while the calls run, one recipient after the other', async () => {
    const { page } = await openPage(browser, '/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = await interceptSends(page, async (_call, route) => {
      await held;
      await ok(route);
    });
    await fillForm(page, 'Slow');
    await page.getByRole('button', { name: submitLabel }).click();

    const button = page.getByRole('button', { name: 'Submitting...' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    // The first call goes once the proof of work is solved; the second waits for the first.
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(1);
    expect(await button.isDisabled()).toBe(true);
    expect(calls).toHaveLength(1);
    release();
    await page.getByRole('heading', { name: thankYouHeading }).waitFor();
    expect(calls.map((call) => call.body.recipient)).toEqual(site.contactRecipients);
    expect(calls.map((call) => call.body.subject)).toEqual(site.contactRecipients.map(() => 'New Contact Inquiry from Asha Slow'));
    // One key per submission, numbered per recipient.
    const submission = /^([0-9a-f]{32}):0$/.exec(calls[0]?.key ?? '')?.[1];
    expect(submission).toBeDefined();
    expect(calls.map((call) => call.key)).toEqual(site.contactRecipients.map((_recipient, index) => `${submission}:${index}`));
  });

  it('a failing server shows a visible error, keeps every value, and logs Email send error', async () => {
    const { page, problems } = await openPage(browser, '/contact');
    const calls = await interceptSends(page, (_call, route) => serverError(route));
    await fillForm(page, 'Failing');
    await page.getByRole('button', { name: submitLabel }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(contactPage.form.errorMessage);
    expect(await alert.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(calls).toHaveLength(1); // the second recipient is not tried
    for (const [label, value] of Object.entries(answers('Failing'))) expect(await field(page, label).inputValue(), label).toBe(value);
    for (const [label, value] of Object.entries(choices)) expect(await field(page, label).inputValue(), label).toBe(value);
    expect(await page.getByRole('button', { name: submitLabel }).isEnabled()).toBe(true);
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      expect.stringMatching(/^error: Email send error SendError: Sending to recipient 1 failed with HTTP 500/),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await outboxMessages('Failing')).toEqual([]);
  });

  it('a retry after the last recipient failed reuses every Idempotency-Key', async () => {
    const { page } = await openPage(browser, '/contact');
    const recipients = site.contactRecipients.length;
    const calls = await interceptSends(page, (call, route) => (call === recipients ? serverError(route) : ok(route)));
    await fillForm(page, 'Retry');
    await page.getByRole('button', { name: submitLabel }).click();
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: submitLabel }).click();
    await page.getByRole('heading', { name: thankYouHeading }).waitFor();
    expect(calls.map((call) => call.body.recipient)).toEqual([...site.contactRecipients, ...site.contactRecipients]);
    expect(calls.slice(recipients).map((call) => call.key)).toEqual(calls.slice(0, recipients).map((call) => call.key));
  });
});

describe('accessibility', () => {
  it.each(['mobile', 'desktop'] as const)('the page is axe clean at %s width, with an FAQ answer open', async (viewport) => {
    const { page } = await openPage(browser, '/contact', { viewport });
    // The FAQ's own disclosures: the header's menu is a <details> too.
    await page.getByRole('region', { name: contactFaq.heading }).locator('details summary').first().click();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(['mobile', 'desktop'] as const)('the Thank You screen is axe clean at %s width', async (viewport) => {
    const { page } = await openPage(browser, '/contact', { viewport });
    await interceptSends(page, (_call, route) => ok(route));
    await fillForm(page, 'Axe');
    await page.getByRole('button', { name: submitLabel }).click();
    await page.getByRole('heading', { name: thankYouHeading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
