/** What a hostile client puts where a route expects one value: each tried in place of each field of a valid input. */
export const hostileValues: readonly { name: string; value: unknown }[] = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'half an emoji (high surrogate)', value: 'Anna \ud83d' },
  { name: 'half an emoji (low surrogate)', value: '\ude00' },
  { name: 'huge string', value: 'x'.repeat(20_000) },
  { name: 'empty string', value: '' },
  { name: 'whitespace', value: ' \t\r\n ' },
  { name: 'control characters', value: 'a\u0007\u001b[31mb\u0085' },
  { name: 'right-to-left override', value: '\u202egnp.exe' },
  { name: 'astral text', value: '𝕏'.repeat(300) },
  { name: 'SQL', value: "' OR '1'='1'; --" },
  { name: 'markup', value: '<img src=x onerror=alert(1)>' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'zero', value: 0 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 1.5 },
  { name: 'huge number', value: 1e308 },
  { name: 'unsafe integer', value: 2 ** 53 + 2 },
  { name: 'true', value: true },
  { name: 'null', value: null },
  { name: 'array', value: ['a', 1] },
  { name: 'object', value: { $gt: '' } },
  { name: 'nested prototype key', value: JSON.parse('{"__proto__":{"polluted":true}}') },
];

/** Whole bodies a JSON route may be sent instead of the object it expects. */
export const hostileBodies: readonly { name: string; contentType: string; text: string }[] = [
  { name: 'JSON null', contentType: 'application/json', text: 'null' },
  { name: 'JSON array', contentType: 'application/json', text: '[{"a":1}]' },
  { name: 'JSON string', contentType: 'application/json', text: '"text"' },
  { name: 'JSON number', contentType: 'application/json', text: '42' },
  { name: 'broken JSON', contentType: 'application/json', text: '{"a":' },
  { name: 'deep nesting', contentType: 'application/json', text: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { name: 'prototype pollution', contentType: 'application/json', text: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'form body', contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=%00' },
  { name: 'plain text', contentType: 'text/plain', text: '{"a":1}' },
  { name: 'XML', contentType: 'application/xml', text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { name: 'too large', contentType: 'application/json', text: `{"a":"${'x'.repeat(300_000)}"}` },
];

/** What a hostile client puts in a query string or a path segment, already encoded for the URL. */
export const hostileUrlValues: readonly { name: string; encoded: string }[] = [
  { name: 'NUL', encoded: '%00' },
  { name: 'lone surrogate as invalid UTF-8', encoded: '%ED%A0%BD' },
  { name: 'invalid percent-encoding', encoded: '%E0%A4%A' },
  { name: 'long value', encoded: 'x'.repeat(8_000) },
  { name: 'traversal', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'SQL', encoded: "%27%20OR%201%3D1--" },
  { name: 'markup', encoded: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
];
