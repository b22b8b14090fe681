"""Data files (word lists and tables) read by qreas; each file's header says where it came from."""
