print("tilecut: not built yet")
