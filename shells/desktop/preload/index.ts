// The sandboxed preload: exposes the contract's named functions to the page through contextBridge, never ipcRenderer.
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './api';

contextBridge.exposeInMainWorld('bookingsViewer', createPreloadApi(ipcRenderer));
