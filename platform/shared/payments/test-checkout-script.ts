import { PAISE_PER_RUPEE } from '../contract/money';

/**
 * The offline test gateway's stand-in for https://checkout.razorpay.com/v1/checkout.js: `window.Razorpay` with the
 * part of Razorpay's Checkout API the storefront uses (new Razorpay(options), .on('payment.failed', cb), .open(),
 * .close()). Its dialog asks POST /api/test_gateway/pay, on the origin the script came from, for a signed result.
 * Plain DOM and inline styles, so it works offline and under any page's CSS.
 */
export const TEST_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.isTestGateway) return;
  var current = document.currentScript;
  var origin = current && current.src ? new URL(current.src, window.location.href).origin : window.location.origin;
  var counter = 0;

  function formatRupees(paise) {
    var amount = Number(paise || 0) / ${PAISE_PER_RUPEE};
    return '\u20B9' + amount.toLocaleString('en-IN', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 });
  }

  function el(tag, styles, text) {
    var node = document.createElement(tag);
    if (styles) node.setAttribute('style', styles);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }
  Razorpay.isTestGateway = true;

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { console.error(error); }
    });
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    document.removeEventListener('keydown', this.onKeydown, true);
    this.overlay.remove();
    this.overlay = null;
    if (this.previousFocus && this.previousFocus.focus) this.previousFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var self = this;
    var o = this.options;
    var id = 'test-gateway-' + (++counter);
    var colour = (o.theme && o.theme.color) || '#3395ff';
    var busy = false;
    this.previousFocus = document.activeElement;

    var overlay = el('div', 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
      'background:rgba(0,0,0,0.55);font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;');
    var dialog = el('div', 'background:#fff;color:#111;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,0.3);' +
      'width:min(92vw,380px);padding:24px;box-sizing:border-box;');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-amount');
    dialog.tabIndex = -1;

    var title = el('h2', 'margin:0 0 4px;font-size:20px;', 'Test payment');
    title.id = id + '-title';
    dialog.appendChild(title);
    if (o.name || o.description) dialog.appendChild(el('p', 'margin:0 0 8px;color:#444;', [o.name, o.description].filter(Boolean).join(' \u2013 ')));
    var amount = el('p', 'margin:0 0 8px;font-size:24px;font-weight:700;', formatRupees(o.amount) + (o.currency && o.currency !== 'INR' ? ' ' + o.currency : ''));
    amount.id = id + '-amount';
    dialog.appendChild(amount);
    var prefill = o.prefill || {};
    if (prefill.name || prefill.email || prefill.contact) {
      dialog.appendChild(el('p', 'margin:0 0 8px;color:#444;font-size:14px;', 'Paying as ' + [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(', ')));
    }
    dialog.appendChild(el('p', 'margin:0 0 16px;color:#555;font-size:14px;', 'Offline test gateway: no money moves. Choose how this payment ends.'));
    var status = el('p', 'margin:0 0 12px;min-height:1.5em;font-size:14px;color:#b00020;');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    dialog.appendChild(status);

    var buttonStyle = 'display:block;width:100%;margin:0 0 8px;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;';
    var pay = el('button', buttonStyle + 'border:0;color:#fff;background:' + colour + ';', 'Pay ' + formatRupees(o.amount));
    var fail = el('button', buttonStyle + 'border:1px solid #b00020;color:#b00020;background:#fff;', 'Simulate failure');
    var cancel = el('button', buttonStyle + 'border:1px solid #888;color:#333;background:#fff;', 'Cancel');
    [pay, fail, cancel].forEach(function (button) { button.type = 'button'; dialog.appendChild(button); });

    function setBusy(value, message) {
      busy = value;
      [pay, fail, cancel].forEach(function (button) { button.disabled = value; button.style.opacity = value ? '0.6' : '1'; });
      status.style.color = value ? '#333' : '#b00020';
      status.textContent = message || '';
    }

    function ask(outcome) {
      setBusy(true, 'Processing\u2026');
      return fetch(origin + '/api/test_gateway/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: o.order_id, outcome: outcome })
      }).then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      });
    }

    pay.addEventListener('click', function () {
      ask('success').then(function (result) {
        if (!result.ok || !result.body.razorpay_signature) { setBusy(false, (result.body && result.body.message) || 'The payment could not be completed.'); return; }
        self.close();
        if (typeof o.handler === 'function') o.handler(result.body);
      }).catch(function () { setBusy(false, 'The test gateway could not be reached.'); });
    });

    fail.addEventListener('click', function () {
      ask('failure').then(function (result) {
        if (!result.ok || !result.body.error) { setBusy(false, (result.body && result.body.message) || 'The test gateway refused the request.'); return; }
        setBusy(false, 'Payment failed: ' + result.body.error.description + ' You can try again or cancel.');
        self.emit('payment.failed', { error: result.body.error });
      }).catch(function () { setBusy(false, 'The test gateway could not be reached.'); });
    });

    cancel.addEventListener('click', function () { self.dismiss(); });

    this.onKeydown = function (event) {
      if (!self.overlay) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!busy) self.dismiss();
      } else if (event.key === 'Tab') {
        var focusable = [pay, fail, cancel].filter(function (button) { return !button.disabled; });
        if (!focusable.length) { event.preventDefault(); dialog.focus(); return; }
        var first = focusable[0];
        var last = focusable[focusable.length - 1];
        if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
        else if (!dialog.contains(document.activeElement)) { event.preventDefault(); first.focus(); }
      }
    };
    document.addEventListener('keydown', this.onKeydown, true);

    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
