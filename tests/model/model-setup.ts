// The model test's globals (model-globals.ts), installed before any web code is imported.
import { installModelGlobals } from './model-globals'

installModelGlobals()
