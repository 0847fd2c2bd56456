/**
 * `npm run bench:client`, part 3: the time to render 1,000 template items, in Chromium against
 * the real server. Prints figures, never fails.
 *
 * Each figure is wall time (what a person waits for) and the main thread's CPU time over the same
 * span (from the trace: what the render itself costs, without the time the thread waited for a
 * core or for the garbage collector's helpers — on a 2-core machine the two differ a lot).
 *
 * - First render on a cold page: from the query's answer in hand (its JSON parsed) to the items
 *   in the DOM; also from the answer's last byte (Resource Timing) and until laid out.
 * - The floor: the same answer rendered into the same HTML by the least code that can do it
 *   safely (hand-written for this template: values escaped, items parsed in one go, each in a
 *   `<template>`, inserted at once), in the same cold page — what Chromium itself needs here.
 * - 1,000 new items on a warm page (a second list of the same documents, once the first is on
 *   screen), and the re-render of the live list after one document is added (999 items kept).
 */
/* global window */

export const TEMPLATE =
  '<li class="item" data-n="#n"><span class="title">#title</span> if (#done) { <b>done</b> } else if (#n > 500) { <i>late</i> } else { <i>open</i> } <small>#tags</small></li>'

const list = {
  type: 'dynamicDisplay',
  pathSegments: [{ type: 'collection', value: 'items' }],
  queryOrders: [{ field: 'title', direction: 'asc' }],
  queryLimit: 1000,
  fieldMappings: [{ field: 'title', elementId: 'title' }],
  dynamicSnippetItemCode: TEMPLATE,
}

/** The snippets this part needs, for the benchmark workspace's declaration. */
export const RENDER_SNIPPETS = {
  thousand: { ...list, containerElementId: 'thousand', realTimeUpdatesOn: true },
  thousandAgain: { ...list, containerElementId: 'again' },
}

// Marks the query's answer in hand (`in-hand`, its JSON parsed) and a live snapshot's arrival
// (`arrived`, before the client's own listener runs); `done(name)` marks and notes a render.
const PROBES = `<script>
  window.renders = {}
  const json = Response.prototype.json
  Response.prototype.json = function () {
    const query = this.url.includes('/query')
    return json.call(this).then((value) => (query && performance.mark('in-hand'), value))
  }
  const Source = window.EventSource
  window.EventSource = class extends Source {
    constructor(...args) {
      super(...args)
      this.addEventListener('snapshot', () => performance.mark('arrived'))
    }
  }
  const last = (name) => performance.getEntriesByName(name).at(-1).startTime
  window.done = (name, from, list) => {
    const rendered = performance.now()
    performance.mark('rendered')
    list.getBoundingClientRect()
    const query = performance.getEntriesByType('resource').filter((e) => e.name.includes('/query'))
    window.renders[name] = { items: list.children.length, toDom: rendered - last(from),
      fromLastByte: rendered - query.at(-1).responseEnd, laidOut: performance.now() - last(from) }
  }
</script>`

const SNIPWIRE_PAGE = (server, apiKey) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><link rel="icon" href="data:,"><title>1,000 items</title>${PROBES}
<script src="${server}/sdk/snipwire.js"></script></head>
<body><ul id="thousand"></ul><ul id="again"></ul>
<script>
  const client = Snipwire.createClient({ apiKey: '${apiKey}' })
  const thousand = document.getElementById('thousand')
  client.dynamicDisplay('thousand', undefined, () =>
    done(window.renders.first ? 'change' : 'first', window.renders.first ? 'arrived' : 'in-hand', thousand))
  window.again = () => client.dynamicDisplay('thousandAgain', undefined, () =>
    done('warm', 'in-hand', document.getElementById('again')))
</script></body></html>`

// The floor: this template's if/else written out, every value escaped as the client does.
const FLOOR_PAGE = (server, apiKey) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><link rel="icon" href="data:,"><title>1,000 items, floor</title>${PROBES}
</head><body><ul id="thousand"></ul>
<script>
  const SPECIAL = /[&<>"'\`]/
  const SPECIALS = /[&<>"'\`]/g
  const text = (v) => {
    const t = v == null ? '' : typeof v == 'object' ? JSON.stringify(v) : '' + v
    return SPECIAL.test(t) ? t.replace(SPECIALS, (c) => '&#' + c.charCodeAt(0) + ';') : t
  }
  fetch('${server}/v1/snippets/thousand/query?key=${apiKey}', { method: 'POST', body: '{}' })
    .then((response) => response.json())
    .then(({ docs }) => {
      const items = docs.map(({ data: d }) => '<li class="item" data-n="' + text(d.n) +
        '"><span class="title">' + text(d.title) + '</span> ' +
        (d.done ? ' <b>done</b> ' : d.n > 500 ? ' <i>late</i> ' : ' <i>open</i> ') +
        ' <small>' + text(d.tags) + '</small></li>')
      const host = document.createElement('template')
      host.innerHTML = '<template>' + items.join('</template><template>') + '</template>'
      const list = document.getElementById('thousand')
      list.replaceChildren(...[...host.content.children].map((t) => t.content.firstElementChild))
      done('floor', 'in-hand', list)
    })
</script></body></html>`

/**
 * The main thread's CPU time (ms) between the last mark `from` and the `rendered` mark after it,
 * from a trace of user timing marks (their thread timestamps).
 */
function cpuTime(events, from) {
  const marks = events.filter((e) => e.cat.includes('user_timing') && e.tts != null)
  const end = marks.filter((e) => e.name == 'rendered').at(-1)
  const start = marks.filter((e) => e.name == from && e.ts <= end.ts).at(-1)
  return (end.tts - start.tts) / 1000
}

const TRACING = {
  transferMode: 'ReportEvents',
  traceConfig: { includedCategories: ['blink.user_timing'] },
}

/** Opens `url` in a fresh context with a trace of user timing marks running. */
async function tracedPage(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  let events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const trace = async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    const collected = events
    events = []
    await cdp.send('Tracing.start', TRACING)
    return collected
  }
  await cdp.send('Tracing.start', TRACING)
  await page.goto(url)
  return { context, page, trace }
}

const waitFor = async (page, name) =>
  (await page.waitForFunction((n) => window.renders[n], name, { timeout: 60_000 })).jsonValue()

/**
 * Measures every render `runs` times and prints the table.
 * @param {{ browser: import('playwright-core').Browser, server: { url: string }, apiKey: string,
 *   pageOrigin: string, pages: Map<string, string>, runs: number, median: (v: number[]) => number }} options
 */
export async function measureRendering({
  browser,
  server,
  apiKey,
  pageOrigin,
  pages,
  runs,
  median,
}) {
  pages.set('/render.html', SNIPWIRE_PAGE(server.url, apiKey))
  pages.set('/floor.html', FLOOR_PAGE(server.url, apiKey))
  const rows = { first: [], floor: [], warm: [], change: [] }
  for (let run = 0; run < runs; run++) {
    const floor = await tracedPage(browser, pageOrigin + '/floor.html')
    const floorRender = await waitFor(floor.page, 'floor')
    rows.floor.push({ ...floorRender, cpu: cpuTime(await floor.trace(), 'in-hand') })
    await floor.context.close()

    const { context, page, trace } = await tracedPage(browser, pageOrigin + '/render.html')
    const first = await waitFor(page, 'first')
    rows.first.push({ ...first, cpu: cpuTime(await trace(), 'in-hand') })
    await fetch(`${server.url}/v1/snippets/addItem/add?key=${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { title: `A new item ${run}` } }),
    })
    const change = await waitFor(page, 'change')
    rows.change.push({ ...change, cpu: cpuTime(await trace(), 'arrived') })
    await page.evaluate(() => window.again())
    const warm = await waitFor(page, 'warm')
    rows.warm.push({ ...warm, cpu: cpuTime(await trace(), 'in-hand') })
    await context.close()
  }
  const at = (row, key) => median(rows[row].map((r) => r[key])).toFixed(1)
  console.log(
    `\nRendering 1,000 template items (if/else-if/else, 3 placeholders each), median of ${runs}: wall time (CPU time of the page's main thread)`,
  )
  console.log('| render | from the answer in hand to the DOM | from its last byte | laid out |')
  console.log('|---|---:|---:|---:|')
  // A live change arrives on the event stream, not as an answer with a last byte of its own.
  const line = (label, row) =>
    console.log(
      `| ${label} | ${at(row, 'toDom')} ms (CPU ${at(row, 'cpu')} ms) | ${row == 'change' ? '—' : at(row, 'fromLastByte') + ' ms'} | ${at(row, 'laidOut')} ms |`,
    )
  line('first render, cold page (Snipwire)', 'first')
  line('first render, cold page (floor: hand-written for this template)', 'floor')
  line('1,000 new items, warm page (Snipwire)', 'warm')
  line('live change: 1 new item, 999 kept (from the snapshot’s arrival)', 'change')
  console.log(
    `(items rendered: ${rows.first[0].items} / ${rows.floor[0].items} / ${rows.warm[0].items} / ${rows.change[0].items}; goal < 16 ms)`,
  )
}
