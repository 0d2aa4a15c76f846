import { describe, expect, it } from 'vitest'
import type { SyncStatus } from '../../sync/base/status-store'
import type { WorkerControl } from '../../pwa/worker-control'
import { firstDownloadLine } from './first-download-line'

type FirstLoad = SyncStatus['firstLoad']
const downloading: FirstLoad = { active: true, rows: 12_345, saved: null, readable: 'lead' }
const readable: FirstLoad = { active: true, rows: 60_000, saved: null, readable: 'all' }
const savingRows: FirstLoad = { active: true, rows: 60_000, saved: 0.4, readable: 'all' }
const durable: FirstLoad = { active: false, rows: 60_000, saved: 1, readable: 'all', stored: true }
const cutOff: FirstLoad = { active: false, rows: 30_000, saved: 1, readable: 'all' }
const warmStart: FirstLoad = { active: false, rows: 0, saved: null }
const WORKERS: WorkerControl[] = ['none', 'pending', 'controlling']

const line = (firstLoad: FirstLoad, worker: WorkerControl) => firstDownloadLine(firstLoad, worker)

describe('the first-download line', () => {
  it('says "Downloading the catalogue" with the rows so far until the whole catalogue is readable, whatever the worker', () => {
    for (const worker of WORKERS) {
      expect(line(downloading, worker)).toEqual({ state: 'downloading', text: 'Downloading the catalogue for offline use… 12,345 items' })
      expect(line({ ...downloading, readable: undefined }, worker)?.state).toBe('downloading')
    }
  })

  it('says "Browsable now, saving for offline" once the catalogue is readable, with the share saved, while the copy is not durable', () => {
    for (const worker of WORKERS) {
      expect(line(readable, worker)).toEqual({ state: 'browsable', text: 'Browsable now, saving for offline…' })
      expect(line(savingRows, worker)).toEqual({ state: 'browsable', text: 'Browsable now, saving for offline… 40%' })
    }
  })

  it('keeps saying "Browsable now, saving for offline" when the copy is durable but no worker controls the page yet', () => {
    expect(line(durable, 'pending')).toEqual({ state: 'browsable', text: 'Browsable now, saving for offline…' })
  })

  it('says "Ready offline" once the whole snapshot is stored and a worker controls the page, while its rows are still written', () => {
    const storedWhole: FirstLoad = { ...savingRows, stored: true }
    expect(line(storedWhole, 'controlling')).toEqual({ state: 'ready', text: 'Ready offline' })
    expect(line(storedWhole, 'pending')).toEqual({ state: 'browsable', text: 'Browsable now, saving for offline… 40%' })
  })

  it('says "Ready offline" only when the copy is durable and a worker controls the page', () => {
    expect(line(durable, 'controlling')).toEqual({ state: 'ready', text: 'Ready offline' })
    for (const firstLoad of [downloading, readable, savingRows, cutOff]) {
      for (const worker of WORKERS) expect(line(firstLoad, worker)?.state).not.toBe('ready')
    }
  })

  it('says nothing on a warm start, after a download cut off part way, or where no worker will ever control the page', () => {
    for (const worker of WORKERS) {
      expect(line(warmStart, worker)).toBeNull()
      expect(line(cutOff, worker)).toBeNull()
    }
    expect(line(durable, 'none')).toBeNull()
  })
})
