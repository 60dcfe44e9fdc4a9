// @vitest-environment happy-dom
import '@ataa/contract/messages';
import { email } from '@ataa/contract/fields';
import { translate } from '@ataa/contract/translate';
import { z } from '@ataa/contract/validation';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, redirect, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFor } from '../lib/api.server.ts';
import { apiFailure, type FormFailure, parseForm } from '../lib/form-action.server.ts';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from './form.tsx';

// A page with one form, written as the site's pages are: the shared schema in the browser, the
// same schema in the action, then the API, whose refusal lands beside its field.
const subscribe = z.object({ email: email() });

function SubscribePage() {
  const failure = useActionData<FormFailure>();
  const form = useSchemaForm(subscribe, failure);
  return (
    <SchemaForm form={form} failure={failure}>
      <TextField name="email" label="E-mail" />
      <SubmitButton>Subscribe</SubmitButton>
    </SchemaForm>
  );
}

const TAKEN = 'This e-mail is already subscribed.';

/** The API: an e-mail ending in "taken.test" is refused on its field; any other is accepted. */
const apiFetch = vi.fn(async (_path: string, init: { body?: Buffer }) => {
  const { email } = JSON.parse(String(init.body));
  const refused = email.endsWith('taken.test');
  const body = refused ? { message: TAKEN, errors: { email: [TAKEN] } } : { message: 'OK', result: {} };
  return new Response(JSON.stringify(body), {
    status: refused ? 422 : 200,
    headers: { 'content-type': 'application/json' },
  });
});

const Stub = createRoutesStub(
  [
    {
      path: '/en/subscribe',
      Component: SubscribePage,
      async action({ request, context }) {
        const form = await request.formData();
        const parsed = parseForm(subscribe, form, 'en');
        if (!parsed.ok) return parsed.failure;
        // Any operation with an e-mail body will do: the fake API below answers every path alike.
        const answer = await apiFor(context, request, 'en').call('POST /forgot-password', {
          json: parsed.value,
        });
        return answer.ok ? redirect('/en/thanks') : apiFailure(answer, form);
      },
    },
    { path: '/en/thanks', Component: () => <h1>Thanks</h1> },
  ],
  { apiFetch },
);

async function submit(value: string) {
  render(<Stub initialEntries={['/en/subscribe']} />);
  const field = await screen.findByLabelText('E-mail');
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  return field;
}

/** The message a screen reader announces for the field: the text it is described by. */
function messageOf(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || undefined;
}

describe('a form page (SchemaForm with its action)', () => {
  afterEach(() => {
    cleanup();
    apiFetch.mockClear();
  });

  it('refuses a bad e-mail in the browser with the catalogue message, without calling the API', async () => {
    const field = await submit('not-an-e-mail');
    await waitFor(() => expect(messageOf(field)).toBe(translate('en', 'form.email')));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("shows the API's refusal beside its field and keeps what was typed", async () => {
    const field = await submit('sami@taken.test');
    await waitFor(() => expect(messageOf(field)).toBe(TAKEN));
    expect(apiFetch).toHaveBeenCalledOnce();
    expect((field as HTMLInputElement).value).toBe('sami@taken.test');
  });

  it('goes on to the next page when the API accepts the form', async () => {
    await submit('sami@example.test');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thanks' })).toBeTruthy());
    expect(apiFetch).toHaveBeenCalledOnce();
  });
});
