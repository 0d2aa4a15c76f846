import { describe, expect, it } from 'vitest'
import { whereTimeGoes } from './lighthouse-where'

describe("where a Lighthouse run's time went", () => {
  it('reads the main-thread kinds, the LCP phases and the costliest scripts from the audits', () => {
    const audits = {
      'mainthread-work-breakdown': { details: { items: [{ group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 812.4 }, { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 301.6 }] } },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { snippet: '<h1>' } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 120.2 }, { phase: 'Render Delay', timing: 2900.7 }] },
          ],
        },
      },
      'bootup-time': { details: { items: [{ url: 'http://localhost:3560/assets/index-abc.js', total: 700.4, scripting: 540.6 }] } },
    }
    expect(whereTimeGoes(audits)).toEqual({
      mainThread: { 'Script Evaluation': 812, 'Style & Layout': 302 },
      lcpPhases: { TTFB: 120, 'Render Delay': 2901 },
      scripts: [{ url: '/assets/index-abc.js', totalMs: 700, scriptingMs: 541 }],
    })
  })

  it('says nothing rather than failing when an audit is missing', () => {
    expect(whereTimeGoes({})).toEqual({ mainThread: {}, lcpPhases: {}, scripts: [] })
  })
})
