// The search box's timing rules without React: text of 2 trimmed characters
// or fewer clears the results at once; longer text searches after a 300 ms pause; an answer to text
// that has since changed is dropped; a failed search is only logged and leaves the results as they are.
import { isSearchable, SEARCH_DEBOUNCE_MS } from './search-limits'

export interface SearchState<T> {
  results: T
  loading: boolean
}

export class DebouncedSearch<T> {
  private state: SearchState<T>
  private timer: ReturnType<typeof setTimeout> | undefined
  /** Bumped by every new text, so answers to older text are ignored. */
  private generation = 0

  constructor(
    private readonly run: (term: string) => Promise<T>,
    private readonly empty: T,
    private readonly onState: (state: SearchState<T>) => void,
    private readonly delayMs = SEARCH_DEBOUNCE_MS,
  ) {
    this.state = { results: empty, loading: false }
  }

  /** Takes the box's current text. */
  update(text: string): void {
    this.cancel()
    const generation = this.generation
    if (!isSearchable(text)) {
      this.emit({ results: this.empty, loading: false })
      return
    }
    const term = text.trim()
    this.timer = setTimeout(() => void this.search(term, generation), this.delayMs)
  }

  /** Stops a pending search and ignores any answer still on its way. */
  cancel(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    this.generation++
    if (this.state.loading) this.emit({ ...this.state, loading: false })
  }

  private async search(term: string, generation: number): Promise<void> {
    this.emit({ ...this.state, loading: true })
    try {
      const results = await this.run(term)
      if (generation === this.generation) this.emit({ results, loading: false })
    } catch (error) {
      console.error('Search failed', error)
      if (generation === this.generation) this.emit({ ...this.state, loading: false })
    }
  }

  private emit(next: SearchState<T>): void {
    if (next.results === this.state.results && next.loading === this.state.loading) return
    this.state = next
    this.onState(next)
  }
}
