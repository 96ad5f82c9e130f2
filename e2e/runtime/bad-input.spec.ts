import { expect, test } from '@playwright/test';

/**
 * Bad input is the caller's problem, never the shop's: each request here once answered 500 (issue 24, item 5) and
 * now answers a 4xx with a message, or the shop's own 404 page. Requests only: the browser adds nothing here.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'requests only: once is enough');
});

/** The shop's 404 page, as its title says (the page itself may stream in after the shell). */
const NOT_FOUND_TITLE = /<title>Page Not Found \| [^<]+<\/title>/;

test('a NUL character in a field is a 400 naming the field, on the platform’s calls and the shop’s own', async ({ request }) => {
  const token = await request.post('/token', { form: { username: 'priya\u0000@example.com', password: 'x', grant_type: 'password' } });
  expect(token.status()).toBe(400);
  expect(await token.json()).toEqual({
    error: 'invalid_request',
    error_description: 'The username parameter is invalid: must not contain control characters.',
  });

  const register = await request.post('/store/account/register', {
    data: { firstname: 'Ro\u0000han', lastname: 'Das', email: 'rohan.nul@example.com', mobileno: '9000012399', password: 'Rohan@2024' },
  });
  expect(register.status()).toBe(400);
  expect(await register.json()).toMatchObject({ status: 'false', message: 'firstname: must not contain control characters', field: 'firstname' });
});

test('the header’s search form without JavaScript leads to the results', async ({ request }) => {
  const fallback = await request.get('/Product-Serach?q=shirt', { maxRedirects: 0 });
  expect(fallback.status()).toBe(307);
  expect(fallback.headers().location).toBe('/Product-Serach/shirt');
  const empty = await request.get('/Product-Serach?q=', { maxRedirects: 0 });
  expect(empty.status()).toBe(307);
  expect(empty.headers().location).toBe('/');
});

test('a product slug longer than any product’s is the shop’s 404 page on each product route', async ({ request }) => {
  for (const prefix of ['product', 'product-category', 'product-categoryy']) {
    const response = await request.get(`/${prefix}/${'a'.repeat(201)}`);
    expect(response.status(), prefix).toBe(404);
    expect(await response.text(), prefix).toMatch(NOT_FOUND_TITLE);
  }
});

test('a product page on a host no shop has is a 404, like every other page there', async ({ request }) => {
  for (const path of ['/product/holi-t-shirt', '/product-category/holi-t-shirt', '/']) {
    const response = await request.get(path, { headers: { host: 'no-shop.example' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(NOT_FOUND_TITLE);
  }
});

test('a Host header that is no host name is a 400, not the shop failing to build its own address', async ({ request }) => {
  for (const host of ['[x]:3105', 'localhost:99999', 'localhost:abc']) {
    const response = await request.get('/product/holi-t-shirt', { headers: { host } });
    expect(response.status(), host).toBe(400);
    expect(await response.text(), host).toBe('Bad Request: the Host header is not a host name.');
  }
});

test('a multipart POST whose body is not multipart is a 400, on pages, handlers and platform calls', async ({ request }) => {
  const message = 'The request body is not the multipart/form-data its Content-Type says.';
  for (const path of ['/', '/product/holi-t-shirt', '/admin/login', '/store/cart', '/api/Add_to_cart1', '/token']) {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=----x']) {
      const response = await request.post(path, { headers: { 'content-type': type }, data: 'hello' });
      expect(response.status(), `${path} ${type}`).toBe(400);
      expect(await response.json(), `${path} ${type}`).toEqual({ status: 'false', message });
    }
  }
});

test('the console on a host no shop has is a 404, signed in or not', async ({ request }) => {
  for (const path of ['/admin', '/admin/orders', '/admin/catalogue/categories']) {
    const response = await request.get(path, { headers: { 'x-forwarded-host': 'no-shop.example', cookie: 'console_session=abc' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test('a session cookie no Authorization header could carry is no session: 401, not a failure', async ({ request }) => {
  const response = await request.post('/store/checkout/captcha', { headers: { cookie: 'user_token=%F3%92%8E%A5' } });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ status: 'false', message: 'Session expired. Please log in again.' });
});

test('the console’s own routes take odd names and numbers as unknown ones: 404, not a failure', async ({ request }) => {
  const step = await request.post('/admin/catalogue/import/__proto__', { headers: { cookie: 'console_session=abc' }, data: 'ASIN,Name' });
  expect(step.status()).toBe(404);
  expect(await step.json()).toEqual({ status: 'false', message: 'There is no such import step.' });

  const link = await request.get('/admin/set-password?token=abc', { headers: { 'x-forwarded-host': 'no-shop.example' } });
  expect(link.status()).toBe(404);

  const signIn = await request.post('/api/console/sign_in', { data: { email: 'owner@example.com', password: 'Owner@2024' } });
  const cookie = `console_session=${(await signIn.json()).token}`;
  for (const path of ['/admin/orders/%25zz', '/admin/orders/%25E0%25A4/invoice', '/admin/orders/%25zz/packing-slip']) {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});
